/// Hands a value to a closure that sets it up, and returns the value.
infix operator <~ : AdditionPrecedence

func <~ <Value>(value: Value, setUp: (Value) -> Void) -> Value {
  setUp(value)
  return value
}
