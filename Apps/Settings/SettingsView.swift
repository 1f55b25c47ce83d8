import Foundation
import TrellisCombine
import TrellisUI

struct SettingsView: View {
  @AppStorage("username") private var username = ""
  @AppStorage("notifications") private var notifications = true
  @AppStorage("volume") private var volume = 5
  @AppStorage("theme") private var theme = Theme.system
  @AppStorage("launches") private var launches = 0

  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.dynamicTypeSize) private var textSize
  @State private var phases: [ScenePhase] = []
  @State private var seconds = 0

  /// What counts the seconds the window has been open: a timer's ticks, one a second.
  let ticks: AnyPublisher<Date, Never>

  init(
    ticks: some Publisher<Date, Never> = Timer.publish(every: 1, on: .main, in: .common)
      .autoconnect()
  ) {
    self.ticks = ticks.eraseToAnyPublisher()
  }

  var body: some View {
    Form {
      Section("Account") {
        TextField("Name", text: $username)
        Toggle("Notifications", isOn: $notifications)
      }
      Section("Sound") {
        Stepper("Volume: \(volume)", value: $volume, in: 0...10)
        // The same value typed: shown formatted, read back on Enter or when focus leaves.
        TextField("Volume level", value: $volume, format: .number)
      }
      Section("Appearance") {
        Button("Theme: \(theme.rawValue)") { theme = theme.next }
        Text("Colour scheme: \(colorScheme == .dark ? "dark" : "light")")
        Text("Text size: \(String(describing: textSize))")
        Text("Scene: \(describe(scenePhase))")
        Text("Phases: \(phases.map(describe).joined(separator: " → "))")
      }
      Section("About") {
        Label("Launches: \(launches)", systemImage: "power")
        Button {
          launches = 0
        } label: {
          Label("Reset launch count", systemImage: "arrow.counterclockwise")
        }
        .buttonStyle(PressableButtonStyle())
      }
      Text("Hello, \(username.isEmpty ? "stranger" : username)! Launch \(launches).")
      Text("Open for \(seconds) s")
    }
    .preferredColorScheme(theme.colorScheme)
    .onAppear { launches += 1 }
    .onChange(of: scenePhase, initial: true) { _, phase in phases.append(phase) }
    .onReceive(ticks) { _ in seconds += 1 }
  }

  private func describe(_ phase: ScenePhase) -> String {
    switch phase {
    case .active: return "active"
    case .inactive: return "inactive"
    case .background: return "background"
    }
  }
}
