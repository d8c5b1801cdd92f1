/// The reader's input on an exported page: keys (stepping, predict mode, the present layout,
/// turning the layers), clicks, the address fragment, printing, and the first phase shown.
/// It continues the function `WalkPageScript.panes` opens, and closes it.
enum WalkPageInput {
  static let javascript = #"""
      document.addEventListener("keydown", function (event) {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        var at = flat[current];
        var turns = { ArrowLeft: [0, -15], ArrowRight: [0, 15], ArrowUp: [10, 0], ArrowDown: [-10, 0] };
        if (event.shiftKey && turns[event.key]) {
          if (layers) layers.turnBy(turns[event.key][0], turns[event.key][1]);
          event.preventDefault();
          return;
        }
        switch (event.key) {
          case "ArrowLeft": case "h": back(); break;
          case "ArrowRight": case "l": case " ": forward(true); break;
          case "x": togglePredict(); break;
          case "p": togglePresent(); break;
          case "0": if (layers) layers.reset(); break;
          case "]": if (at.s + 1 < D.steps.length) show(stepStart(at.s + 1), false); break;
          case "[": show(stepStart(at.p > 0 ? at.s : Math.max(0, at.s - 1)), false); break;
          case "g": case "Home": show(0, false); break;
          case "G": case "End": show(flat.length - 1, false); break;
          case "Escape": closeRule(); if (question !== null) show(current, false); break;
          default: return;
        }
        event.preventDefault();
      });

      document.addEventListener("click", function (event) {
        var target = event.target;
        var rule = target.closest("a.rule");
        if (rule) { event.preventDefault(); openRule(rule.dataset.rule); return; }
        if (target.closest("#rule-close")) { closeRule(); return; }
        if (target.closest("#rule, #layers")) return;
        if (target.closest("#predict")) { togglePredict(); return; }
        var jump = target.closest("[data-s]");
        if (jump) { show(indexOf(Number(jump.dataset.s), Number(jump.dataset.p)), false); return; }
        if (target.closest("a, button, input, summary")) return;
        var selection = window.getSelection ? String(window.getSelection()) : "";
        if (selection) return;
        if (event.clientX < window.innerWidth / 3) back();
        else forward(true);
      });

      window.addEventListener("resize", fit);
      window.addEventListener("hashchange", function () {
        var i = fromHash();
        if (i !== current || !/^#step=/.test(location.hash)) show(i, false);
      });
      if (dark) dark.addEventListener("change", function () { show(current, false); });

      // Printing: one page per phase.
      window.addEventListener("beforeprint", function () {
        var print = $("print");
        print.textContent = "";
        var template = document.getElementById("app");
        flat.forEach(function (at, i) {
          var page = el("section", "print-page");
          page.appendChild(el("h2", "print-phase", phaseTitle(i)));
          var copy = template.cloneNode(true);
          copy.removeAttribute("id");
          copy.querySelectorAll("[id]").forEach(function (node) { node.removeAttribute("id"); });
          page.appendChild(copy);
          fill(copy, i);
          print.appendChild(page);
        });
      });
      window.addEventListener("afterprint", function () { $("print").textContent = ""; });

      $("title").textContent = D.title;
      $("environment").textContent = D.environment;
      if (D.about) $("about").textContent = D.about; else $("about").hidden = true;
      buildSteps();
      $("predict").setAttribute("aria-pressed", String(predicting));
      show(fromHash(), false);
    })();
    """#
}
