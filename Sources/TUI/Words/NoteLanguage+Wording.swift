import TransitionEngine
import Wording

extension Language {
  /// The language of the phases' notes for a reader of this language (the engine, which
  /// imports nothing, has its own `NoteLanguage`; every case maps, so none falls back).
  public var notes: NoteLanguage {
    switch self {
    case .en: return .english
    case .zhHans: return .zhHans
    }
  }
}
