/// The script and style of the compare page (`ComparePage`): the rows of the lockstep walk,
/// each filling both sides (phase heading, screen picture, layers, Why); keys as the walk
/// page's, by row; the address fragment `#row=N` (from 1) follows every move.
enum ComparePageScript {
  static let javascript = #"""
    (function () {
      "use strict";
      var D = JSON.parse(document.getElementById("data").textContent);
      var dark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
      var current = -1;
      // D.rows: [step, left step, left phase, right step, right phase, left own, right own].
      var sides = ["left", "right"].map(function (id) {
        var root = document.getElementById(id);
        return { root: root, data: D[id], layers: window.TScopeLayers(root.querySelector(".layers")) };
      });
      sides[0].layers.onTurn(function (t) { sides[1].layers.setTurn(t); });
      sides[1].layers.onTurn(function (t) { sides[0].layers.setTurn(t); });
      if (/[?&](present|layout=present)(=|&|$)/.test(location.search)) {
        document.body.classList.add("present");
      }

      function fillSide(side, s, p, own, otherName) {
        var step = side.data.steps[s], phase = step.phases[p];
        side.root.querySelector(".scene").textContent = side.data.title;
        side.root.querySelector(".phase").textContent = step.title + " · phase " + (p + 1) + "/" +
          step.phases.length + ": " + phase.name + (own ? "" : " (held: no '" + otherName + "' phase)");
        side.root.querySelector(".why").textContent = phase.why;
        var pair = phase.picture;
        side.root.querySelector(".screen").innerHTML =
          side.data.pictures[pair[dark && dark.matches ? 0 : 1]];
        side.layers.show(phase.views);
        return phase.name;
      }

      function name(side, s, p) { return side.data.steps[s].phases[p].name; }

      function show(r) {
        r = Math.max(0, Math.min(D.rows.length - 1, r));
        current = r;
        var row = D.rows[r];
        fillSide(sides[0], row[1], row[2], row[5], name(sides[1], row[3], row[4]));
        fillSide(sides[1], row[3], row[4], row[6], name(sides[0], row[1], row[2]));
        document.getElementById("row").textContent = "row " + (r + 1) + "/" + D.rows.length +
          " · step " + row[0];
        var hash = "#row=" + (r + 1);
        if (location.hash !== hash) history.replaceState(null, "", hash);
      }
      // The next step's first row, or the first row of this step (from inside it) or of the
      // step before, as the viewer's [ and ] go.
      function stepRow(forward) {
        var step = D.rows[current][0], i;
        if (forward) {
          for (i = current + 1; i < D.rows.length; i++) if (D.rows[i][0] > step) return i;
          return D.rows.length - 1;
        }
        var first = current;
        while (first > 0 && D.rows[first - 1][0] === step) first -= 1;
        if (first < current || first === 0) return first;
        i = first - 1;
        while (i > 0 && D.rows[i - 1][0] === D.rows[first - 1][0]) i -= 1;
        return i;
      }
      function fromHash() {
        var match = /(?:^#|&)row=(\d+)/.exec(location.hash);
        return match ? Number(match[1]) - 1 : 0;
      }

      document.addEventListener("keydown", function (event) {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        var turns = { ArrowLeft: [0, -15], ArrowRight: [0, 15], ArrowUp: [10, 0], ArrowDown: [-10, 0] };
        if (event.shiftKey && turns[event.key]) {
          sides[0].layers.turnBy(turns[event.key][0], turns[event.key][1]);
          event.preventDefault();
          return;
        }
        switch (event.key) {
          case "ArrowLeft": case "h": show(current - 1); break;
          case "ArrowRight": case "l": case " ": show(current + 1); break;
          case "]": show(stepRow(true)); break;
          case "[": show(stepRow(false)); break;
          case "g": case "Home": show(0); break;
          case "G": case "End": show(D.rows.length - 1); break;
          case "0": sides[0].layers.reset(); break;
          case "p": document.body.classList.toggle("present"); show(current); break;
          default: return;
        }
        event.preventDefault();
      });
      window.addEventListener("hashchange", function () {
        var r = fromHash();
        if (r !== current) show(r);
      });
      if (dark) dark.addEventListener("change", function () { show(current); });
      show(fromHash());
    })();
    """#

  static let css = #"""
    body.compare main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: 1rem; margin-top: .5rem; }
    .compare #row { margin: 0; color: var(--muted); font-weight: 600; }
    .side { background: var(--panel); border: 1px solid var(--line); border-radius: 8px;
      padding: .6rem .8rem; min-width: 0; }
    .side .scene { font-size: 1.1rem; margin: 0; }
    .side .phase { font-weight: 600; margin: .2rem 0 .4rem; }
    .side .pair { display: grid; grid-template-columns: 9rem minmax(0, 1fr); gap: .6rem;
      align-items: start; }
    .side .screen svg { display: block; width: 100%; height: auto; border-radius: 4px; }
    .side .stage { height: 24rem; }
    .side .why { margin: .5rem 0 0; }
    .present.compare { font-size: 18px; }
    .present .side .pair { grid-template-columns: 11rem minmax(0, 1fr); }
    .present .side .stage { height: calc(100vh - 16rem); min-height: 16rem; }
    """#
}
