/// The Python lldb commands `tscope lldb` prints and installs: `tscope-dump` writes both trees
/// of one moment into a file, `tscope-record` both trees at every hook a transition passes into
/// a recording (the format `Recording` reads). Not yet run against a device here.
enum LLDBScript {
  /// The module's file name; lldb names the module after it (`tscope_lldb`).
  static let fileName = "tscope_lldb.py"

  static let python = #"""
    """tscope's lldb commands, as `tscope lldb` writes them.

      tscope-dump [FILE]         both trees of this moment into one file, and the explain line
      tscope-record start [FILE] stop at the hooks every transition passes, both trees at each
      tscope-record stop         remove those breakpoints, and the explain line

    Written against lldb's Python API; not yet run against a device or a simulator.
    """

    import os
    import time

    import lldb

    HEADER = "# tscope recording, version 1"
    VIEWS = ("expression -l objc -O -- "
             "[[[UIApplication sharedApplication] keyWindow] recursiveDescription]")
    CONTROLLERS = ("expression -l objc -O -- "
                   "[[[[UIApplication sharedApplication] keyWindow] rootViewController] "
                   "_printHierarchy]")
    SELF = "expression -l objc -O -- (id)$arg1"
    # Public methods UIKit calls during every transition they take part in; completeTransition:
    # is the context protocol's, set on the class UIKit's contexts are made of (inferred).
    HOOKS = [
        "-[UIPresentationController presentationTransitionWillBegin]",
        "-[UIPresentationController presentationTransitionDidEnd:]",
        "-[UIPresentationController dismissalTransitionWillBegin]",
        "-[UIPresentationController dismissalTransitionDidEnd:]",
        "-[UIViewController viewWillAppear:]",
        "-[UIViewController viewDidAppear:]",
        "-[_UIViewControllerTransitionContext completeTransition:]",
    ]

    _recording = {"path": None, "breakpoints": [], "moments": 0}


    def _run(debugger, command):
        """One lldb command's output (its error text when it fails)."""
        result = lldb.SBCommandReturnObject()
        debugger.GetCommandInterpreter().HandleCommand(command, result)
        if result.Succeeded():
            return result.GetOutput() or ""
        return "error: " + (result.GetError() or command) + "\n"


    def _both_trees(debugger):
        return _run(debugger, VIEWS).rstrip("\n") + "\n" + _run(debugger, CONTROLLERS).rstrip("\n") + "\n"


    def _default_path(kind):
        return os.path.join(os.getcwd(), "tscope-%s-%s.txt" % (kind, time.strftime("%Y%m%d-%H%M%S")))


    def dump_command(debugger, command, exe_ctx, result, internal_dict):
        """tscope-dump [FILE]: the key window's recursiveDescription and the root controller's
        _printHierarchy at this moment, into one file."""
        path = command.strip() or _default_path("dump")
        with open(path, "w", encoding="utf-8") as out:
            out.write(_both_trees(debugger))
        result.AppendMessage("tscope explain %s" % path)


    def on_hook(frame, bp_loc, *rest):
        """A hook was reached: both trees go into the recording, and the process goes on."""
        path = _recording["path"]
        if path is None:
            return False
        debugger = frame.GetThread().GetProcess().GetTarget().GetDebugger()
        name = frame.GetFunctionName() or "?"
        receiver = _run(debugger, SELF).strip().splitlines()
        _recording["moments"] += 1
        with open(path, "a", encoding="utf-8") as out:
            out.write("# moment %d: %s %s\n" % (_recording["moments"], name,
                                                receiver[0] if receiver else ""))
            out.write(_both_trees(debugger))
        return False


    def record_command(debugger, command, exe_ctx, result, internal_dict):
        """tscope-record start [FILE] | stop."""
        words = command.split()
        action = words[0] if words else "start"
        target = debugger.GetSelectedTarget()
        if action == "start":
            if _recording["path"] is not None:
                result.AppendMessage("tscope-record: already recording into %s" % _recording["path"])
                return
            path = words[1] if len(words) > 1 else _default_path("recording")
            with open(path, "w", encoding="utf-8") as out:
                out.write(HEADER + "\n")
            _recording.update(path=path, breakpoints=[], moments=0)
            for hook in HOOKS:
                breakpoint = target.BreakpointCreateByName(hook)
                breakpoint.SetScriptCallbackFunction("tscope_lldb.on_hook")
                breakpoint.SetAutoContinue(True)
                _recording["breakpoints"].append(breakpoint.GetID())
            result.AppendMessage("tscope-record: recording into %s; continue, then tscope-record stop"
                                 % path)
        elif action == "stop":
            path = _recording["path"]
            if path is None:
                result.AppendMessage("tscope-record: not recording")
                return
            for identifier in _recording["breakpoints"]:
                target.BreakpointDelete(identifier)
            result.AppendMessage("tscope-record: %d moments" % _recording["moments"])
            result.AppendMessage("tscope explain %s" % path)
            _recording.update(path=None, breakpoints=[], moments=0)
        else:
            result.SetError("usage: tscope-record start [FILE] | tscope-record stop")


    def __lldb_init_module(debugger, internal_dict):
        debugger.HandleCommand("command script add -f tscope_lldb.dump_command tscope-dump")
        debugger.HandleCommand("command script add -f tscope_lldb.record_command tscope-record")

    """#
}
