import Foundation
import Testing
import TrellisTesting
import TrellisUI

@MainActor @Suite struct OnGeometryChangeTests {
  private struct Measured: View {
    @State var title = "hello"
    @State var showsBanner = false
    @State var width: CGFloat = -1
    @State var actions = 0
    var body: some View {
      VStack(spacing: 0) {
        if showsBanner { Text("banner") }
        Text(title)
          .onGeometryChange(for: CGFloat.self) {
            $0.size.width
          } action: { newWidth in
            width = newWidth
            actions += 1
          }
        Text("width \(Int(width)) after \(actions)")
        Button("Longer") { title = "hello, world" }
        Button("Banner") { showsBanner.toggle() }
      }
    }
  }

  @Test func theActionRunsWithTheFirstValueBeforeTheFirstFrame() {
    let host = ViewHost(Measured(), width: 20, height: 6)
    // "hello" is five columns of 8 points.
    #expect(host.contains(text: "width 40 after 1"))
  }

  @Test func theActionRunsWhenTheValueChanges() throws {
    let host = ViewHost(Measured(), width: 20, height: 6)
    try host.button("Longer").tap()
    host.update()
    #expect(host.contains(text: "width 96 after 2"))
  }

  @Test func movingWithoutChangingTheValueRunsNothing() throws {
    let host = ViewHost(Measured(), width: 20, height: 6)
    try host.button("Banner").tap()
    host.update()
    // The text moved down a row; its width, the value watched, did not change.
    #expect(host.contains(text: "banner"))
    #expect(host.contains(text: "width 40 after 1"))
  }

  @Test func aValueMadeFromTheFrameFollowsTheView() throws {
    struct Screen: View {
      @State var showsBanner = false
      @State var rows: [Int] = []
      var body: some View {
        VStack(spacing: 0) {
          if showsBanner { Text("banner") }
          Text("watched")
            .onGeometryChange(for: CGFloat.self) {
              $0.frame(in: .global).minY
            } action: {
              rows.append(Int($0) / 16)
            }
          Text("rows \(rows.map(String.init).joined(separator: " "))")
          Button("Banner") { showsBanner.toggle() }
        }
        .frame(maxHeight: .infinity, alignment: .top)
      }
    }
    let host = ViewHost(Screen(), width: 20, height: 5)
    #expect(host.contains(text: "rows 0"))
    try host.button("Banner").tap()
    host.update()
    #expect(host.contains(text: "rows 0 1"))
    try host.button("Banner").tap()
    host.update()
    #expect(host.contains(text: "rows 0 1 0"))
  }

  @Test func theTwoValueActionGetsThePreviousAndTheNewValue() throws {
    struct Growing: View {
      @State var title = "ab"
      @State var seen: [String] = []
      var body: some View {
        VStack(spacing: 0) {
          Text(title)
            .onGeometryChange(for: CGFloat.self) {
              $0.size.width
            } action: { old, new in
              seen.append("\(Int(old))→\(Int(new))")
            }
          Text(seen.joined(separator: " "))
          Button("Grow") { title = "abcd 漢字" }
        }
      }
    }
    let host = ViewHost(Growing(), width: 30, height: 4)
    // The first value is both the old and the new one.
    #expect(host.contains(text: "16→16"))
    try host.button("Grow").tap()
    host.update()
    // "abcd 漢字" is 9 columns: 72 points.
    #expect(host.contains(text: "16→16 16→72"))
  }
}
