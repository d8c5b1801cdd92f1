import ArgumentParser
import TransitionEngine

/// `tscope devices`: the device presets with their sizes and size classes.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List device presets with point sizes and size classes (rule section 7.1).")

  @OptionGroup var lang: LanguageOption

  func run() throws {
    let header = ["name", "device", "points", "portrait", "landscape"]
    var rows = [header]
    for device in Device.all {
      let portrait = Environment(
        device: device, orientation: .portrait, multitasking: .full, ios: 17)
      let landscape = Environment(
        device: device, orientation: .landscape, multitasking: .full, ios: 17)
      rows.append([
        device.name, device.displayName, portrait.screenSize.description,
        sizeClasses(portrait.traits), sizeClasses(landscape.traits),
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      let cells = row.enumerated().map { index, cell in
        cell + String(repeating: " ", count: widths[index] - cell.count)
      }
      print(cells.joined(separator: "  ").trimmingTrailingSpaces)
    }
    print("")
    print(
      "iPad multitasking (scene key 'multitasking'): full, two-thirds, half, one-third, slide-over")
  }

  private func sizeClasses(_ traits: Traits) -> String {
    "w \(traits.horizontal.rawValue), h \(traits.vertical.rawValue)"
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
