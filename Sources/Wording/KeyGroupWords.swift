/// The help overlay's sections, in order.
public enum KeyGroupWords: Phrase, Hashable, CaseIterable {
  case step, look, drive, other, present

  public var english: String {
    switch self {
    case .step: "Step through"
    case .look: "Look around"
    case .drive: "Drive it"
    case .other: "Other"
    case .present: "Present and watch"
    }
  }

  public var chinese: String {
    switch self {
    case .step: "逐步查看"
    case .look: "四处看看"
    case .drive: "动手操作"
    case .other: "其他"
    case .present: "演示与观看"
    }
  }
}
