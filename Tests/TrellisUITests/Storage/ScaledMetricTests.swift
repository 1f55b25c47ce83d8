import Foundation
import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct ScaledMetricTests {
  struct Metrics: View {
    @ScaledMetric private var spacing = 17.0
    @ScaledMetric(relativeTo: .caption2) private var badge: Double = 11
    @ScaledMetric(relativeTo: .largeTitle) private var hero: CGFloat = 34

    var body: some View {
      VStack {
        Text("spacing \(spacing)")
        Text("badge \(badge)")
        Text("hero \(hero)")
      }
    }
  }

  struct Unscaled: View {
    var body: some View { Text("unscaled") }
  }

  @Test func atTheDefaultSizeTheValueIsAsWritten() {
    let host = ViewHost(Metrics(), width: 30, height: 4)
    #expect(host.contains(text: "spacing 17.000000"))
    #expect(host.contains(text: "badge 11.000000"))
    #expect(host.contains(text: "hero 34.0"))
  }

  @Test func itFollowsTheTextSizeOfItsStyle() async {
    let host = ViewHost(
      VStack {
        Metrics()
        Unscaled()
      }, width: 30, height: 5)
    let unscaled = host.bodyEvaluations(of: Unscaled.self)
    host.dynamicTypeSize = .accessibility3
    await host.nextUpdate()
    // Body text is 40 points at the third accessibility size, 17 at the default.
    #expect(host.contains(text: "spacing 40.000000"))
    // A caption2 is 29 points there, 11 at the default.
    #expect(host.contains(text: "badge 29.000000"))
    // A large title is 52 points there, 34 at the default.
    #expect(host.contains(text: "hero 52.0"))
    #expect(host.bodyEvaluations(of: Unscaled.self) == unscaled)

    host.dynamicTypeSize = .xSmall
    await host.nextUpdate()
    #expect(host.contains(text: "spacing 14.000000"))
    #expect(host.contains(text: "badge 11.000000"))
  }

  @Test func aSizeSetAroundTheViewScalesIt() {
    let host = ViewHost(Metrics().dynamicTypeSize(.xxxLarge), width: 30, height: 4)
    #expect(host.contains(text: "spacing 23.000000"))
  }
}
