import TScopeCLI

// The executable is only this entry point; every command lives in TScopeCLI, which tests import.
TScopeCommand.main()
