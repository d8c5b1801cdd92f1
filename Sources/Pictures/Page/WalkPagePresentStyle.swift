/// The `present` layout of an exported page (`body.present`; `tscope export --layout present`,
/// the `p` key, or `?present` in the address): for a projector at 1280x720 or 1024x768, the
/// phase, the predict question, the screen picture and the Why on the first screen, in large
/// type; the tree and the controllers wrap instead of scrolling sideways; the step list,
/// the layers and the events follow below.
enum WalkPagePresentStyle {
  static let css = #"""
    body.present { font-size: 19px; padding: .5rem 1rem; }
    .present header, .present .why, .present .note, .present .events { overflow-wrap: anywhere; }
    .present header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 1.2rem; }
    .present h1 { font-size: 1.05rem; color: var(--muted); margin: 0; }
    .present #environment, .present #about { display: none; }
    .present #phase { order: 3; flex-basis: 100%; font-size: 1.45rem; line-height: 1.25;
      margin: .2rem 0 0; max-width: none; }
    .present .predict-bar { order: 2; margin: 0; display: contents; }
    .present #question { order: 4; flex-basis: 100%; font-size: 1.15rem; margin: .1rem 0 0; }
    .present #question[hidden] { display: none; }
    .present main { gap: .6rem; margin-top: .5rem;
      grid-template-columns: auto minmax(0, 1fr); grid-template-rows: auto 1fr;
      grid-template-areas: "screen why" "screen views" "layers layers"
        "controllers controllers" "events events" "steps steps"; }
    .present main section { padding: .45rem .7rem; }
    .present .screen-pane { align-self: start; }
    .present .screen svg { width: auto; max-width: 42vw;
      height: var(--picture-height, calc(100vh - 10rem)); }
    .present .why-pane, .present .views-pane { align-self: start; }
    .present .why { font-size: var(--why-size, 1.3rem); line-height: 1.4; max-width: none; }
    .present .note { font-size: .95rem; }
    .present.asking #why { font-size: 1.5rem; }
    .present .views, .present .controllers, .present .events { font-size: 16px;
      line-height: 1.4; overflow-x: visible; }
    .present .view, .present .controllers .line { white-space: pre-wrap;
      overflow-wrap: anywhere; }
    .present .view { text-indent: -2ch; margin-left: 2ch; }
    .present .stage { height: min(34rem, calc(100vh - 6rem)); }
    .present .plane .label { font-size: 13px; }
    .present .plane .tag { font-size: 12px; }
    .present .step-list { position: static; display: flex; flex-wrap: wrap; gap: .3rem 1rem; }
    .present footer { font-size: .9rem; }
    """#
}
