/// The script of an exported page: reads the page's JSON data, builds the step list, fills
/// the panes for a phase, and handles keys, clicks, the URL fragment and printing. Plain
/// JavaScript (ES2018), no network, no libraries.
enum WalkPageScript {
  /// The whole script: the part here, then the reader's input (`WalkPageInput`), which
  /// closes the function both run in.
  static let javascript = panes + "\n" + WalkPageInput.javascript

  /// The data, the panes, moving between phases and predict mode.
  static let panes = #"""
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
      var layers = window.TScopeLayers ? window.TScopeLayers($("layers")) : null;
      if (/[?&](present|layout=present)(=|&|$)/.test(location.search)) {
        document.body.classList.add("present");
      }

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
        D.controllerLists[phase.controllers].forEach(function (line) {
          controllers.appendChild(el("div", "line", D.controllerLines[line]));
        });
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
        if (layers) layers.show(phase.views);
        fit();
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
        // The step number the page shows ("step 1/2" is #step=1), the phase counted from 1.
        var hash = "#step=" + at.s + "&phase=" + (at.p + 1);
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
        fit();
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
        fit();
      }
      function togglePredict() {
        predicting = !predicting;
        $("predict").setAttribute("aria-pressed", String(predicting));
        if (!predicting && question !== null) show(current, false);
      }

      // #step=S&phase=P (S as the page shows it, from 0); the older #s=S&p=P counted S from 1
      // in the step list and still opens the phase it always did.
      function fromHash() {
        var match = /(?:^#|&)step=(\d+)&phase=(\d+)/.exec(location.hash);
        var first = 0;
        if (!match) { match = /(?:^#|&)s=(\d+)&p=(\d+)/.exec(location.hash); first = 1; }
        if (!match) return 0;
        var s = Math.max(first, Math.min(D.steps.length - 1 + first, Number(match[1]))) - first;
        var p = Math.max(1, Math.min(D.steps[s].phases.length, Number(match[2]))) - 1;
        return indexOf(s, p);
      }

      // The present layout: the picture fills the first screen's height below the header,
      // and the Why's type shrinks until its pane ends on that screen.
      function fit() {
        var body = document.body, pane = document.querySelector(".why-pane"), size = 1.3;
        body.style.removeProperty("--why-size");
        body.style.removeProperty("--picture-height");
        if (!body.classList.contains("present")) return;
        var screen = document.querySelector(".screen-pane"), svg = screen.querySelector("svg");
        var top = screen.getBoundingClientRect().top + window.scrollY;
        var chrome = svg ? screen.offsetHeight - svg.getBoundingClientRect().height : 60;
        var room = Math.max(220, window.innerHeight - top - chrome - 8);
        body.style.setProperty("--picture-height", Math.floor(room) + "px");
        while (size > 0.85 && pane.getBoundingClientRect().bottom > window.innerHeight - 4) {
          size -= 0.05;
          body.style.setProperty("--why-size", size.toFixed(2) + "rem");
        }
      }
      function togglePresent() {
        document.body.classList.toggle("present");
        show(current, false);
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
    """#
}
