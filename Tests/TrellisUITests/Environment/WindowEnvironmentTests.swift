import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The environment values a window provides: colour scheme, scene phase, size classes and
/// text size, set by the host and read by the views.
@MainActor
@Suite struct WindowEnvironmentTests {
  struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
  }

  struct Unrelated: View {
    var body: some View { Text("unrelated") }
  }

  struct Screen: View {
    var prefersDark: Bool? = nil
    var body: some View {
      VStack {
        SchemeLabel()
        Unrelated()
        if let prefersDark {
          Text("asks").preferredColorScheme(prefersDark ? .dark : .light)
        }
      }
    }
  }

  @Test func colorSchemeFollowsTheHostAndUpdatesOnlyItsReaders() async {
    let host = ViewHost(Screen(), width: 30, height: 5)
    #expect(host.contains(text: "light"))
    let readers = host.bodyEvaluations(of: SchemeLabel.self)
    let others = host.bodyEvaluations(of: Unrelated.self)
    host.systemColorScheme = .dark
    await host.nextUpdate()
    #expect(host.contains(text: "dark"))
    #expect(host.colorScheme == .dark)
    #expect(host.bodyEvaluations(of: SchemeLabel.self) == readers + 1)
    #expect(host.bodyEvaluations(of: Unrelated.self) == others)
    // Setting the same scheme again changes nothing.
    host.systemColorScheme = .dark
    await host.nextUpdate()
    #expect(host.bodyEvaluations(of: SchemeLabel.self) == readers + 1)
  }

  @Test func aPreferredSchemeAnywhereInTheWindowWinsUntilItGoes() async {
    struct Toggling: View {
      @State var asks = true
      var body: some View {
        VStack {
          Screen(prefersDark: asks ? true : nil)
          Button("Stop asking") { asks = false }
        }
      }
    }
    let host = ViewHost(Toggling(), width: 30, height: 6)
    #expect(host.contains(text: "dark"))
    #expect(host.preferredColorScheme == .dark)
    #expect(host.colorScheme == .dark)
    try? host.button("Stop asking").tap()
    await host.nextUpdate()
    #expect(host.preferredColorScheme == nil)
    #expect(host.contains(text: "light"))
  }

  @Test func theOutermostPreferenceWins() {
    struct Nested: View {
      var body: some View {
        VStack {
          SchemeLabel()
          VStack { Text("inner").preferredColorScheme(.light) }
        }
        .preferredColorScheme(.dark)
      }
    }
    let host = ViewHost(Nested(), width: 30, height: 5)
    #expect(host.preferredColorScheme == .dark)
    #expect(host.contains(text: "dark"))
  }

  struct PhaseWatcher: View {
    let log: EventLog
    @Environment(\.scenePhase) private var scenePhase
    var body: some View {
      Text("phase: \(String(describing: scenePhase))")
        .onChange(of: scenePhase) { old, new in log.add("\(old) → \(new)") }
    }
  }

  @Test func scenePhaseChangesReachTheViewsAndTheirOnChange() async {
    let log = EventLog()
    let host = ViewHost(PhaseWatcher(log: log), width: 30, height: 3)
    #expect(host.contains(text: "phase: active"))
    host.scenePhase = .inactive
    await host.nextUpdate()
    host.scenePhase = .background
    await host.nextUpdate()
    host.scenePhase = .active
    await host.nextUpdate()
    #expect(log.events == ["active → inactive", "inactive → background", "background → active"])
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
  }

  struct SizeClassLabel: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View {
      Text(
        "\(horizontal == .compact ? "narrow" : "wide") \(vertical == .compact ? "short" : "tall")")
    }
  }

  @Test func sizeClassesFollowTheWindowsSize() async {
    let host = ViewHost(SizeClassLabel(), width: 80, height: 24)
    // 80 columns are 640 points across, 24 rows 384 points down.
    #expect(host.contains(text: "wide short"))
    host.resize(width: 60, height: 40)
    await host.nextUpdate()
    #expect(host.contains(text: "narrow tall"))
    host.resize(width: 75, height: 30)
    await host.nextUpdate()
    #expect(host.contains(text: "wide tall"))
    host.resize(width: 74, height: 29)
    await host.nextUpdate()
    #expect(host.contains(text: "narrow short"))
  }

  struct TypeSizeLabel: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View {
      Text("\(String(describing: size))\(size.isAccessibilitySize ? " ♿" : "")")
    }
  }

  @Test func dynamicTypeSizeComesFromTheHostAndCanBeSetOrClamped() async {
    struct Sizes: View {
      var body: some View {
        VStack {
          TypeSizeLabel()
          TypeSizeLabel().dynamicTypeSize(.xSmall)
          TypeSizeLabel().dynamicTypeSize(...DynamicTypeSize.xLarge)
          TypeSizeLabel().dynamicTypeSize(.xxLarge...)
        }
      }
    }
    let host = ViewHost(Sizes(), width: 30, height: 6)
    #expect(host.all(text: "large").count == 2)
    #expect(host.contains(text: "xSmall"))
    #expect(host.contains(text: "xxLarge"))
    host.dynamicTypeSize = .accessibility2
    await host.nextUpdate()
    #expect(host.all(text: "accessibility2 ♿").count == 2)
    #expect(host.contains(text: "xLarge"))
    #expect(host.contains(text: "xSmall"))
  }
}
