/// The script of an exported page: reads the page's JSON data, builds the step list, fills
/// the panes for a phase, and handles keys, clicks, the URL fragment and printing. Plain
/// JavaScript (ES2018), no network, no libraries.
enum WalkPageScript {
  static let javascript = #"""
    (function () {
      "use strict";
      var D = JSON.parse(document.getElementById("data").textContent);
      var flat = [];
      D.steps.forEach(function (step, s) {
        step.phases.forEach(function (phase, p) { flat.push({ s: s, p: p }); });
      });
      var current = -1;
      var timer = null;
      // Predict mode (x, or ?predict in the address): the phase a forward move asks about.
      var predicting = /[?&]predict(=|&|$)/.test(location.search);
      var question = null;
      var marks = { added: "*", removed: "-", moved: ">", reframed: "~" };
      var dark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
      var still = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
      var $ = function (id) { return document.getElementById(id); };

      function el(tag, cls, text) {
        var node = document.createElement(tag);
        if (cls) node.className = cls;
        if (text !== undefined) node.textContent = text;
        return node;
      }
      function indexOf(s, p) {
        for (var i = 0; i < flat.length; i++) if (flat[i].s === s && flat[i].p === p) return i;
        return 0;
      }
      function picture(pair) { return D.pictures[pair[dark && dark.matches ? 0 : 1]]; }

      function phaseTitle(i) {
        var at = flat[i], step = D.steps[at.s], phase = step.phases[at.p];
        return step.title + " · phase " + (at.p + 1) + "/" + step.phases.length + ": " + phase.name;
      }

      // The explanation with every cited rule ID as a link to its text.
      function why(node, text) {
        node.textContent = "";
        var ids = Object.keys(D.rules).sort(function (a, b) { return b.length - a.length; });
        if (!ids.length) { node.textContent = text; return; }
        var parts = ids.map(function (id) {
          var plain = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          if (id.charAt(0) === "\u00a7") {
            return plain + "|(?<=[(,/ ])" + plain.slice(1) + "(?=[)\\],/])";
          }
          return "(?<![\\w.-])" + plain + "(?![\\w])";
        });
        var pattern = new RegExp(parts.join("|"), "g");
        var last = 0, match;
        while ((match = pattern.exec(text)) !== null) {
          node.appendChild(document.createTextNode(text.slice(last, match.index)));
          var id = D.rules[match[0]] ? match[0] : "\u00a7" + match[0];
          var link = el("a", "rule", match[0]);
          link.href = "#rule=" + encodeURIComponent(id);
          link.dataset.rule = id;
          link.title = D.rules[id] ? D.rules[id].title : id;
          node.appendChild(link);
          last = match.index + match[0].length;
        }
        node.appendChild(document.createTextNode(text.slice(last)));
      }

      // Fills the panes under `root` (the page, or a printed page) with phase `i`.
      function fill(root, i) {
        var find = function (cls) { return root.querySelector("." + cls); };
        var at = flat[i], step = D.steps[at.s], phase = step.phases[at.p];
        var views = find("views");
        views.textContent = "";
        phase.views.forEach(function (line) {
          var row = el("div", "view" + (line.ghost ? " ghost" : "") + (line.mark ? " " + line.mark : ""));
          row.dataset.depth = line.depth;
          if (line.mark) row.dataset.mark = line.mark;
          row.style.paddingLeft = (2 * line.depth) + "ch";
          row.appendChild(el("span", "mark", line.mark ? marks[line.mark] : " "));
          row.appendChild(el("span", "t", line.text));
          views.appendChild(row);
        });
        var controllers = find("controllers");
        controllers.textContent = "";
        phase.controllers.forEach(function (line) { controllers.appendChild(el("div", "line", line)); });
        var events = find("events");
        events.textContent = "";
        phase.events.forEach(function (line) { events.appendChild(el("li", "", line)); });
        if (!phase.events.length) events.appendChild(el("li", "none", "no callbacks in this phase"));
        var note = find("note");
        note.textContent = "";
        if (step.note && at.p === 0) note.appendChild(el("p", "step-note", "note: " + step.note));
        step.warnings.forEach(function (w) { note.appendChild(el("p", "warning", "warning: " + w)); });
        if (step.exception) note.appendChild(el("p", "exception", "exception: " + step.exception));
        why(find("why"), phase.why);
        find("screen").innerHTML = picture(phase.picture);
      }

      function buildSteps() {
        var nav = $("steps");
        var list = el("ol", "step-list");
        D.steps.forEach(function (step, s) {
          var item = el("li", "step");
          item.dataset.step = s;
          var title = el("button", "step-title", step.title);
          title.type = "button";
          title.dataset.s = s;
          title.dataset.p = 0;
          item.appendChild(title);
          var dots = el("span", "dots");
          step.phases.forEach(function (phase, p) {
            var dot = el("button", "dot", "");
            dot.type = "button";
            dot.dataset.s = s;
            dot.dataset.p = p;
            dot.title = phase.name;
            dot.setAttribute("aria-label", "phase " + (p + 1) + ": " + phase.name);
            dots.appendChild(dot);
          });
          item.appendChild(dots);
          list.appendChild(item);
        });
        nav.appendChild(list);
      }

      function show(i, animate) {
        i = Math.max(0, Math.min(flat.length - 1, i));
        var previous = current;
        current = i;
        question = null;
        document.body.classList.remove("asking");
        $("question").hidden = true;
        var at = flat[i];
        $("phase").textContent = phaseTitle(i);
        document.querySelectorAll("#steps .step").forEach(function (item) {
          var s = Number(item.dataset.step);
          item.classList.toggle("current", s === at.s);
          item.querySelectorAll(".dot").forEach(function (dot) {
            var p = Number(dot.dataset.p);
            var done = s < at.s || (s === at.s && p < at.p);
            dot.classList.toggle("done", done);
            dot.classList.toggle("here", s === at.s && p === at.p);
          });
        });
        fill(document.getElementById("app"), i);
        var phase = D.steps[at.s].phases[at.p];
        if (timer) { clearInterval(timer); timer = null; }
        if (animate && previous === i - 1 && phase.tweens.length && !(still && still.matches)) {
          var frame = 0, screen = $("screen");
          screen.innerHTML = picture(phase.tweens[0]);
          timer = setInterval(function () {
            frame += 1;
            if (frame < phase.tweens.length) { screen.innerHTML = picture(phase.tweens[frame]); return; }
            screen.innerHTML = picture(phase.picture);
            clearInterval(timer);
            timer = null;
          }, 90);
        }
        var hash = "#s=" + (at.s + 1) + "&p=" + (at.p + 1);
        if (location.hash !== hash) history.replaceState(null, "", hash);
      }

      // Predict mode: a forward move first asks about the coming phase; the panes keep the
      // phase before it (already seen) and only the Why becomes the question. The next forward
      // move reveals the phase with its change marks and counts them.
      function forward(animate) {
        if (question !== null) {
          var coming = question;
          show(coming, animate);
          answer(coming);
        } else if (predicting && current + 1 < flat.length) {
          ask(current + 1);
        } else {
          show(current + 1, animate);
        }
      }
      function back() {
        if (question !== null) show(current, false); else show(current - 1, false);
      }
      function ask(i) {
        question = i;
        document.body.classList.add("asking");
        $("note").textContent = "";
        $("why").textContent = "Predict: " + phaseTitle(i) + ". Which views will be added, " +
          "removed or moved?";
        $("question").textContent = "predict: which views will be added, removed or moved? " +
          "→ reveals, ← drops the question";
        $("question").hidden = false;
      }
      function answer(i) {
        var at = flat[i], count = { added: 0, removed: 0, moved: 0, reframed: 0 };
        D.steps[at.s].phases[at.p].views.forEach(function (line) {
          if (line.mark) count[line.mark] += 1;
        });
        $("question").textContent = "answer: " + count.added + " added, " + count.removed +
          " removed, " + count.moved + " moved" + (count.reframed ? ", " + count.reframed +
          " with a new frame" : "");
        $("question").hidden = false;
      }
      function togglePredict() {
        predicting = !predicting;
        $("predict").setAttribute("aria-pressed", String(predicting));
        if (!predicting && question !== null) show(current, false);
      }

      function fromHash() {
        var match = /s=(\d+)&p=(\d+)/.exec(location.hash);
        if (!match) return 0;
        var s = Math.max(1, Math.min(D.steps.length, Number(match[1]))) - 1;
        var p = Math.max(1, Math.min(D.steps[s].phases.length, Number(match[2]))) - 1;
        return indexOf(s, p);
      }

      function stepStart(s) { return indexOf(s, 0); }

      function openRule(id) {
        var rule = D.rules[id];
        if (!rule) return;
        $("rule-text").textContent = rule.text;
        var links = $("rule-links");
        links.textContent = "";
        rule.links.forEach(function (href) {
          var link = el("a", "", href);
          link.href = href;
          link.rel = "noopener";
          links.appendChild(el("li")).appendChild(link);
        });
        $("rule").hidden = false;
      }
      function closeRule() { $("rule").hidden = true; }

      document.addEventListener("keydown", function (event) {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        var at = flat[current];
        switch (event.key) {
          case "ArrowLeft": case "h": back(); break;
          case "ArrowRight": case "l": case " ": forward(true); break;
          case "x": togglePredict(); break;
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
        if (target.closest("#rule")) return;
        if (target.closest("#predict")) { togglePredict(); return; }
        var jump = target.closest("[data-s]");
        if (jump) { show(indexOf(Number(jump.dataset.s), Number(jump.dataset.p)), false); return; }
        if (target.closest("a, button, input, summary")) return;
        var selection = window.getSelection ? String(window.getSelection()) : "";
        if (selection) return;
        if (event.clientX < window.innerWidth / 3) back();
        else forward(true);
      });

      window.addEventListener("hashchange", function () {
        var i = fromHash();
        if (i !== current) show(i, false);
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
