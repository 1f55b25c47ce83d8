// Previews of the settings app, in a file of their own. They keep their values in a store of
// their own, so that looking at a preview changes none of the app's settings.
import TrellisUI

#Preview("Settings") {
  SettingsView().defaultAppStorage(previewStore)
}

#Preview("Dark") {
  SettingsView().defaultAppStorage(previewStore).environment(\.colorScheme, .dark)
}

/// The previews' store, not the app's.
@MainActor let previewStore = UserDefaults(suiteName: "settings-previews") ?? .standard
