/// The style sheet of an exported page: light and dark from `prefers-color-scheme`, the
/// viewer's change colours, a grid of panes that folds to one column on narrow screens, and
/// print rules that put one phase on each page.
enum WalkPageStyle {
  static let css = #"""
    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #656d76;
      --line: #d0d7de; --panel: #f6f8fa; --accent: #0550ae; --added: #116329;
      --removed: #cf222e; --moved: #0550ae; --reframed: #8250df; --warning: #9a6700;
      --container: #c2410c; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #1e1e1e; --fg: #d4d4d4; --muted: #9da5b0; --line: #3c3c3c;
        --panel: #252526; --accent: #3b8eea; --added: #23d18b; --removed: #f14c4c;
        --moved: #e5c07b; --reframed: #d670d6; --warning: #f5f543;
        --container: #f59e0b; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 1rem 1.25rem; background: var(--bg); color: var(--fg);
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
    h1 { font-size: 1.35rem; margin: 0 0 .2rem; }
    h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--muted);
      margin: 0 0 .4rem; }
    header p { margin: .15rem 0; color: var(--muted); max-width: 70rem; }
    #phase { color: var(--fg); font-weight: 600; font-size: 1.05rem; margin-top: .5rem; }
    #predict { font: inherit; font-size: .85rem; border: 1px solid var(--muted); border-radius: 4px;
      background: transparent; color: var(--muted); padding: 0 .5rem; cursor: pointer; }
    #predict[aria-pressed="true"] { color: var(--fg); border-color: var(--fg); font-weight: 600; }
    #question { color: var(--fg); font-weight: 600; }
    body.asking #why { font-weight: 600; }
    main { display: grid; gap: 1rem; margin-top: .8rem;
      grid-template-columns: minmax(11rem, 15rem) minmax(12rem, 19rem) minmax(0, 1fr);
      grid-template-areas: "steps screen views" "steps screen controllers"
        "steps why why" "steps layers layers" "steps events events"; }
    main > * { min-width: 0; }
    main section { background: var(--panel); border: 1px solid var(--line); border-radius: 8px;
      padding: .6rem .8rem; }
    nav { grid-area: steps; }
    .screen-pane { grid-area: screen; align-self: start; }
    .views-pane { grid-area: views; }
    .controllers-pane { grid-area: controllers; }
    .why-pane { grid-area: why; }
    .events-pane { grid-area: events; }
    .screen svg { display: block; width: 100%; height: auto; border-radius: 4px; }
    .views, .controllers, .events { font: 13px/1.35 ui-monospace, Menlo, Consolas,
      "DejaVu Sans Mono", monospace; overflow-x: auto; }
    .view, .controllers .line { white-space: pre; }
    .view .mark { display: inline-block; width: 2ch; font-weight: 700; }
    .view.added { color: var(--added); }
    .view.removed { color: var(--removed); text-decoration: line-through; opacity: .8; }
    .view.moved { color: var(--moved); }
    .view.reframed { color: var(--reframed); }
    .events { margin: 0; padding-left: 2.5em; }
    .events .none { list-style: none; color: var(--muted); margin-left: -2.5em; }
    .why { margin: 0; max-width: 75rem; }
    .note p { margin: 0 0 .4rem; }
    .note .warning, .note .exception { color: var(--warning); font-weight: 600; }
    a.rule { color: var(--accent); cursor: pointer; }
    .step-list { list-style: none; margin: 0; padding: 0; position: sticky; top: .5rem; }
    .step { padding: .35rem .5rem; border-radius: 6px; }
    .step.current { background: var(--panel); outline: 1px solid var(--line); }
    .step-title { all: unset; cursor: pointer; display: block; font-size: .9rem; }
    .step.current .step-title { font-weight: 600; }
    .dots { display: flex; flex-wrap: wrap; gap: 4px; margin-top: .25rem; }
    .dot { all: unset; cursor: pointer; width: 10px; height: 10px; border-radius: 50%;
      border: 1.5px solid var(--muted); }
    .dot.done { background: var(--muted); }
    .dot.here { background: var(--accent); border-color: var(--accent); transform: scale(130%); }
    .dot:focus-visible, .step-title:focus-visible { outline: 2px solid var(--accent); }
    #rule { position: fixed; right: 1rem; bottom: 3rem; max-width: min(40rem, 90vw);
      max-height: 60vh; overflow: auto; background: var(--bg); color: var(--fg);
      border: 1px solid var(--line); border-radius: 8px; padding: .8rem 1rem;
      box-shadow: 0 8px 24px rgba(0, 0, 0, .25); }
    #rule pre { white-space: pre-wrap; font: 13px/1.45 system-ui, sans-serif; margin: 0; }
    #rule-close { float: right; font-size: 1.2rem; background: none; border: 0;
      color: var(--muted); cursor: pointer; }
    footer { margin-top: 1rem; padding-top: .35rem; font-size: .8rem; color: var(--muted);
      border-top: 1px solid var(--line); }
    #print { display: none; }
    @media (max-width: 60rem) {
      main { grid-template-columns: minmax(0, 1fr);
        grid-template-areas: "steps" "screen" "views" "controllers" "why" "layers" "events"; }
      .step-list { position: static; }
    }
    @media print {
      body { padding: 0; font-size: 11px; }
      #app, #rule, footer, #phase, .predict-bar { display: none; }
      #print { display: block; }
      .print-page { break-after: page; }
      .print-page:last-child { break-after: auto; }
      .print-page main { grid-template-columns: 11rem minmax(0, 1fr); gap: .5rem;
        grid-template-areas: "screen views" "screen controllers" "why why" "events events"; }
      .print-page nav, .print-page .layers-pane { display: none; }
      .print-phase { font-size: 1rem; text-transform: none; color: inherit; }
      .print-page section { padding: .3rem .5rem; break-inside: avoid; }
      .print-page .views, .print-page .controllers, .print-page .events { font-size: 9px; }
      .print-page .events { columns: 2; }
      a.rule { color: inherit; text-decoration: none; }
    }
    """#
}
