import SwiftUI

struct SettingsView: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Units") { Text("Metric") }
    }
  }
}
