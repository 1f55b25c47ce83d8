import Foundation
import Testing
import TrellisCombine
import TrellisTesting
import TrellisUI

@testable import settings

/// The settings app headlessly, in a defaults suite of its own, with its timer replaced by a
/// subject the test sends ticks on.
@MainActor
@Suite struct SettingsAppTests {
  private func host(_ suite: DefaultsSuite, ticks: PassthroughSubject<Date, Never> = .init())
    -> ViewHost
  {
    ViewHost(SettingsView(ticks: ticks).defaultAppStorage(suite.defaults), width: 80, height: 30)
  }

  @Test func theThemeIsTheWindowsPreferredSchemeAndIsKept() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let host = host(suite)
    #expect(host.preferredColorScheme == nil)
    #expect(host.contains(text: "Colour scheme: light"))
    host.systemColorScheme = .dark
    await host.nextUpdate()
    #expect(host.contains(text: "Colour scheme: dark"), "the system theme follows the host")
    try host.button("Theme: system").tap()
    await host.nextUpdate()
    #expect(host.preferredColorScheme == .light)
    #expect(host.contains(text: "Colour scheme: light"), "light overrides the host's dark")
    try host.button("Theme: light").tap()
    await host.nextUpdate()
    #expect(host.preferredColorScheme == .dark)
    #expect(host.contains(text: "Colour scheme: dark"))
    #expect(suite.defaults.string(forKey: "theme") == "dark")
    try host.button("Theme: dark").tap()
    await host.nextUpdate()
    #expect(host.preferredColorScheme == nil)
    #expect(suite.defaults.string(forKey: "theme") == "system")
  }

  @Test func aStoredThemeIsReadBackAndAnUnknownOneIsTheDefault() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    suite.defaults.set("dark", forKey: "theme")
    let kept = host(suite)
    #expect(kept.preferredColorScheme == .dark)
    #expect(kept.contains(text: "Theme: dark"))
    suite.defaults.set("sepia", forKey: "theme")
    let unknown = host(suite)
    #expect(unknown.preferredColorScheme == nil)
    #expect(unknown.contains(text: "Theme: system"))
  }

  @Test func eachLaunchIsCountedAndTheSceneHistoryShown() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    suite.defaults.set(4, forKey: "launches")
    let host = host(suite)
    await host.nextUpdate()
    #expect(host.contains(text: "Hello, stranger! Launch 5."))
    #expect(suite.defaults.integer(forKey: "launches") == 5)
    #expect(host.contains(text: "Phases: active"))
    host.scenePhase = .inactive
    await host.nextUpdate()
    #expect(host.contains(text: "Scene: inactive"))
    #expect(host.contains(text: "Phases: active → inactive"))
  }

  @Test func theFieldsWriteTheStoreAndTheGreetingFollows() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let host = host(suite)
    try host.textField("Name").type("Ωμέγα 世界")
    await host.nextUpdate()
    #expect(host.contains(text: "Hello, Ωμέγα 世界! Launch 1."), "\(host.text)")
    #expect(suite.defaults.string(forKey: "username") == "Ωμέγα 世界")
    try host.toggle("Notifications").toggle()
    await host.nextUpdate()
    #expect(suite.defaults.object(forKey: "notifications") as? Bool == false)
  }

  @Test func theVolumeTypedIsReadBackOnEnterAndAWordKeepsTheLastValue() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let host = host(suite)
    #expect(try host.textField("Volume level").value == "5")
    try host.textField("Volume level").setText("7")
    await host.nextUpdate()
    #expect(host.text.contains("Volume: 5"), "\(host.text)")
    try host.textField("Volume level").submit()
    await host.nextUpdate()
    #expect(host.text.contains("Volume: 7"), "\(host.text)")
    #expect(suite.defaults.integer(forKey: "volume") == 7)
    try host.textField("Volume level").setText("loud")
    try host.textField("Volume level").submit()
    await host.nextUpdate()
    #expect(try host.textField("Volume level").value == "7")
    #expect(suite.defaults.integer(forKey: "volume") == 7)
  }

  @Test func eachTickTheWindowReceivesCountsASecond() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let ticks = PassthroughSubject<Date, Never>()
    let host = host(suite, ticks: ticks)
    #expect(host.contains(text: "Open for 0 s"))
    ticks.send(Date())
    ticks.send(Date())
    await host.nextUpdate()
    #expect(host.contains(text: "Open for 2 s"))
  }

  // The About section: labels that draw their symbols, and a button drawn by the app's own
  // style, whose pointer turns down while the button is held; the release resets the count.
  @Test func theResetButtonIsDrawnByTheAppsStyleAndShowsWhileItIsHeld() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    suite.defaults.set(6, forKey: "launches")
    let host = host(suite)
    await host.nextUpdate()
    #expect(host.contains(text: "Launches: 7"))
    #expect(host.images(systemName: "power").count == 1)
    #expect(host.images(systemName: "arrow.counterclockwise").count == 1)
    #expect(host.images(systemName: "arrow.counterclockwise").first?.isKnownSymbol == true)
    let reset = try #require(
      host.elements.first { $0.kind == .button && $0.text.contains("Reset launch count") })
    #expect(reset.text.hasPrefix("▶"), "\(reset)")
    #expect(host.text.contains("▶ ↺ Reset launch count"), "\(host.text)")
    try reset.press()
    await host.nextUpdate()
    #expect(host.text.contains("▼ ↺ Reset launch count"), "\(host.text)")
    #expect(host.contains(text: "Launches: 7"), "a press alone resets nothing")
    let held = try #require(
      host.elements.first { $0.kind == .button && $0.text.contains("Reset launch count") })
    try held.release()
    await host.nextUpdate()
    #expect(host.contains(text: "Launches: 0"))
    #expect(host.text.contains("▶ ↺ Reset launch count"), "\(host.text)")
    #expect(suite.defaults.integer(forKey: "launches") == 0)
  }

  @Test func theTextSizeIsTheHostsAndFollowsIt() async throws {
    let suite = DefaultsSuite()
    defer { suite.remove() }
    let host = host(suite)
    #expect(host.contains(text: "Text size: large"))
    host.dynamicTypeSize = .accessibility2
    await host.nextUpdate()
    #expect(host.contains(text: "Text size: accessibility2"), "\(host.text)")
  }

  @Test func itsPreviewsShowTheFormInEitherScheme() throws {
    defer {
      UserDefaults(suiteName: "settings-previews")?.removePersistentDomain(
        forName: "settings-previews")
    }
    let light = try ViewHost(preview: "Settings", in: "settings")
    #expect(light.contains(text: "Colour scheme: light"))
    #expect(try light.button("Theme: system").isEnabled)
    let dark = try ViewHost(preview: "Dark", in: "settings")
    #expect(dark.contains(text: "Colour scheme: dark"))
  }
}
