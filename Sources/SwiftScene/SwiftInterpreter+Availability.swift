import SwiftSyntax

extension SwiftInterpreter {
  /// `#available(iOS 13, *)` and `#unavailable(iOS 13)` decided against the scene's iOS
  /// version (`ios:`), as the device running the app decides them; nil when there is no world
  /// or the version is the scene's own major with a minor part (`iOS 10.3` on `ios: 10`),
  /// which the scene's major version cannot decide.
  func available(_ check: AvailabilityConditionSyntax) -> Bool? {
    guard let ios = world?.ios else { return nil }
    var holds = true
    for argument in check.availabilityArguments {
      let parts = argument.argument.trimmedDescription.split(separator: " ")
      guard parts.count == 2, parts[0] == "iOS" else { continue }
      let numbers = parts[1].split(separator: ".").compactMap { Int($0) }
      guard let major = numbers.first else { return nil }
      let minor = numbers.dropFirst().contains { $0 > 0 }
      if major == ios && minor { return nil }
      holds = ios >= major
    }
    return check.availabilityKeyword.tokenKind == .poundUnavailable ? !holds : holds
  }
}
