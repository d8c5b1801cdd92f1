print("tscope")
