/// The exploded 3D view of an exported page (`#layers`): every view of the phase's window as
/// a plane at its frame, one depth step above the view drawn before it, in the order UIKit
/// composites the tree (a parent below its subviews, an earlier sibling below a later one).
/// A view keeps its plane from phase to phase, so stepping animates what moved; planes of
/// views that leave fade out. Drag or Shift+arrow keys turn it; CSS 3D transforms only.
enum WalkPageLayers {
  /// Defines `window.TScopeLayers(root)`: the layers view inside `root` (an element holding a
  /// `.stage`), with `show(views)`, `turnBy(x, y)`, `reset()`, `turn()` and `setTurn(t)`.
  static let javascript = #"""
    (function () {
      "use strict";
      var FRONT = { x: -14, y: 46 };
      var still = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;

      function el(tag, cls, text) {
        var node = document.createElement(tag);
        if (cls) node.className = cls;
        if (text !== undefined) node.textContent = text;
        return node;
      }

      window.TScopeLayers = function (root) {
        var stage = root.querySelector(".stage");
        var world = el("div", "world");
        stage.appendChild(world);
        var planes = {};
        var turn = { x: FRONT.x, y: FRONT.y };
        var listeners = [];
        var last = null;

        function apply() {
          world.style.transform = "rotateX(" + turn.x + "deg) rotateY(" + turn.y + "deg)";
          listeners.forEach(function (f) { f(turn); });
        }
        function label(view) {
          var box = el("span", "label");
          if (view.container) box.appendChild(el("span", "tag container-tag", "containerView"));
          else if (view["private"]) box.appendChild(el("span", "tag", "private"));
          box.appendChild(el("span", "class", view["class"]));
          if (view.owner) box.appendChild(el("span", "owner", "<" + view.owner + ">"));
          return box;
        }

        // The planes of `views` (a phase's view lines): the live ones at their depth, in tree
        // order; a plane whose view is gone fades out.
        function show(views) {
          last = views;
          var live = views.filter(function (v) { return !v.ghost && v.layer; });
          if (!live.length) return;
          var win = live[0].layer;
          var width = stage.clientWidth || 400, height = stage.clientHeight || 300;
          var scale = Math.min(width * 0.46 / Math.max(win[3], 1), height * 0.74 / Math.max(win[4], 1));
          var gap = Math.max(8, Math.min(60, width * 0.62 / Math.max(live.length - 1, 1)));
          var middle = (live.length - 1) / 2;
          var seen = {};
          live.forEach(function (view, z) {
            var id = String(view.layer[0]);
            seen[id] = true;
            var plane = planes[id];
            var fresh = !plane;
            if (fresh) {
              plane = el("div", "plane entering");
              plane.dataset.id = id;
              planes[id] = plane;
              world.appendChild(plane);
            }
            plane.className = "plane" + (fresh ? " entering" : "") +
              (view["private"] ? " private" : "") + (view.container ? " container" : "") +
              (view.hidden ? " hidden-view" : "") + (z === 0 ? " window" : "") +
              (view.mark ? " " + view.mark : "");
            plane.dataset.z = z;
            plane.dataset.depth = view.depth;
            plane.dataset.text = view.text;
            plane.dataset.frame = view.layer.slice(1).join(" ");
            plane.textContent = "";
            // Labels of planes drawn one above another step down, so that they do not cover
            // each other where frames coincide.
            var drop = (z % 6) * 16;
            plane.appendChild(label(view)).style.top = (drop + 14 < view.layer[4] * scale ? drop + 2 : 2) + "px";
            var x = (view.layer[1] - win[3] / 2) * scale, y = (view.layer[2] - win[4] / 2) * scale;
            plane.style.width = Math.max(view.layer[3] * scale, 2) + "px";
            plane.style.height = Math.max(view.layer[4] * scale, 2) + "px";
            plane.style.transform = "translate3d(" + x.toFixed(1) + "px," + y.toFixed(1) + "px," +
              ((z - middle) * gap).toFixed(1) + "px)";
            plane.style.setProperty("--alpha", view.alpha !== undefined ? String(Math.max(view.alpha, 0.25)) : "1");
          });
          if (!(still && still.matches)) void world.offsetWidth;
          Object.keys(planes).forEach(function (id) {
            var plane = planes[id];
            if (!seen[id]) {
              delete planes[id];
              plane.classList.add("leaving");
              if (still && still.matches) { plane.remove(); return; }
              setTimeout(function () { plane.remove(); }, 700);
            } else {
              plane.classList.remove("entering");
            }
          });
        }

        var drag = null;
        stage.addEventListener("pointerdown", function (event) {
          drag = { x: event.clientX, y: event.clientY, turn: { x: turn.x, y: turn.y } };
          stage.classList.add("turning");
          if (stage.setPointerCapture) stage.setPointerCapture(event.pointerId);
          event.preventDefault();
        });
        stage.addEventListener("pointermove", function (event) {
          if (!drag) return;
          turn.y = drag.turn.y + (event.clientX - drag.x) * 0.4;
          turn.x = Math.max(-85, Math.min(85, drag.turn.x - (event.clientY - drag.y) * 0.4));
          apply();
        });
        function end() { drag = null; stage.classList.remove("turning"); }
        stage.addEventListener("pointerup", end);
        stage.addEventListener("pointercancel", end);
        window.addEventListener("resize", function () { if (last) show(last); });
        apply();

        return {
          show: show,
          turnBy: function (dx, dy) {
            turn.y += dy;
            turn.x = Math.max(-85, Math.min(85, turn.x + dx));
            apply();
          },
          reset: function () { turn.x = FRONT.x; turn.y = FRONT.y; apply(); },
          turn: function () { return { x: turn.x, y: turn.y }; },
          setTurn: function (t) {
            if (t.x === turn.x && t.y === turn.y) return;
            turn.x = t.x; turn.y = t.y; apply();
          },
          onTurn: function (f) { listeners.push(f); },
        };
      };
    })();
    """#

  /// The layers view's style: a stage with perspective, planes that glide between phases
  /// (none with `prefers-reduced-motion`), private UIKit views dashed, the container amber.
  static let css = #"""
    .layers-pane { grid-area: layers; }
    .layers-help { margin: 0 0 .3rem; font-size: .8rem; color: var(--muted); }
    .stage { position: relative; height: 26rem; perspective: 1800px; overflow: hidden;
      cursor: grab; touch-action: none; user-select: none; border-radius: 6px;
      background: radial-gradient(ellipse at 50% 40%, var(--bg), var(--panel) 75%); }
    .stage.turning { cursor: grabbing; }
    .world { position: absolute; left: 50%; top: 50%; width: 0; height: 0;
      transform-style: preserve-3d; transition: transform .25s ease-out; }
    .stage.turning .world { transition: none; }
    .plane { position: absolute; left: 0; top: 0; box-sizing: border-box; opacity: var(--alpha, 1);
      border: 1.5px solid var(--accent); border-radius: 3px;
      background: color-mix(in srgb, var(--accent) 9%, transparent);
      transition: transform .6s ease, width .6s ease, height .6s ease, opacity .5s ease; }
    .plane.window { background: color-mix(in srgb, var(--muted) 14%, transparent);
      border-color: var(--muted); }
    .plane.private { border-style: dashed; border-color: var(--muted);
      background: color-mix(in srgb, var(--muted) 7%, transparent); }
    .plane.container { border: 3px solid var(--container); border-style: solid;
      background: color-mix(in srgb, var(--container) 16%, transparent);
      box-shadow: 0 0 18px color-mix(in srgb, var(--container) 55%, transparent); }
    .plane.added { border-color: var(--added); }
    .plane.container.added { border-color: var(--container); }
    .plane.hidden-view { opacity: .25; }
    .plane.entering, .plane.leaving { opacity: 0; }
    .plane .label { position: absolute; left: 3px; top: 2px; max-width: calc(100% - 6px);
      font: 600 11px/1.25 system-ui, sans-serif; color: var(--fg); white-space: nowrap;
      overflow: hidden; text-overflow: ellipsis; pointer-events: none; }
    .plane .owner { font-weight: 400; margin-left: .3em; }
    .plane .tag { margin-right: .35em; padding: 0 .3em; border-radius: 3px; font-weight: 500;
      font-size: 10px; color: var(--bg); background: var(--muted); }
    .plane .container-tag { background: var(--container); }
    .compare-layers { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
    @media (prefers-reduced-motion: reduce) {
      .world, .plane { transition: none; }
    }
    """#
}
