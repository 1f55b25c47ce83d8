import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// A bar of tabs whose selected tab is underlined by an overlay drawn at the tab's anchor.
private struct UnderlinedTabs: View {
  @State var selection = "Home"

  var body: some View {
    TabRow(selection: $selection)
      .frame(width: 240, alignment: .leading)
      .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            let bounds = proxy[anchor]
            Rectangle()
              .fill(.blue)
              .frame(width: bounds.width, height: 16)
              .offset(x: bounds.minX, y: bounds.maxY)
          }
        }
      }
  }
}

/// The tabs, which the Indent button moves: the overlay around them is not evaluated again.
private struct TabRow: View {
  @Binding var selection: String
  @State var indent: CGFloat = 0
  let tabs = ["Home", "नमस्ते", "設定"]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Indent") { indent += 16 }
      HStack(spacing: 16) {
        ForEach(tabs, id: \.self) { tab in
          Text(tab)
            .onTapGesture { selection = tab }
            .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { anchor in
              tab == selection ? anchor : nil
            }
        }
      }
      .padding(.leading, indent)
      .padding(.bottom, 16)
    }
  }
}

@MainActor @Suite struct AnchorPreferenceTests {
  /// The frame of `text` in points (the terminal's cells are 8 x 16 points).
  private func pointFrame(of text: String, in host: ViewHost) throws -> CGRect {
    let cells = try host.text(text).frame
    return CGRect(
      x: cells.x * 8, y: cells.y * 16, width: cells.width * 8, height: cells.height * 16)
  }

  private func underline(in host: ViewHost) throws -> CGRect {
    try #require(host.shapes.count == 1)
    return host.shapes[0].frame
  }

  @Test func theOverlayIsDrawnUnderTheSelectedTabAtItsAnchorsBounds() throws {
    let host = ViewHost(UnderlinedTabs(), width: 40, height: 6)
    let home = try pointFrame(of: "Home", in: host)
    let line = try underline(in: host)
    #expect(line == CGRect(x: home.minX, y: home.maxY, width: home.width, height: 16))
  }

  @Test func selectingAnotherTabMovesTheUnderline() throws {
    let host = ViewHost(UnderlinedTabs(), width: 40, height: 6)
    try host.text("設定").tap()
    host.update()
    let tab = try pointFrame(of: "設定", in: host)
    #expect(
      try underline(in: host) == CGRect(x: tab.minX, y: tab.maxY, width: tab.width, height: 16))
    try host.text("नमस्ते").tap()
    host.update()
    let other = try pointFrame(of: "नमस्ते", in: host)
    #expect(try underline(in: host).minX == other.minX)
    #expect(try underline(in: host).width == other.width)
  }

  @Test func theUnderlineFollowsItsTabWhenOnlyTheTabMoves() throws {
    // The preference value (the anchor) is the same, and so are the overlay's view and its
    // reader's frame: only the tab is laid out elsewhere.
    let host = ViewHost(UnderlinedTabs(), width: 40, height: 6)
    let before = try underline(in: host)
    let homeBefore = try pointFrame(of: "Home", in: host)
    try host.button("Indent").tap()
    host.update()
    let moved = try pointFrame(of: "Home", in: host).minX - homeBefore.minX
    #expect(moved != 0)
    #expect(try underline(in: host) == before.offsetBy(dx: moved, dy: 0))
  }

  @Test func theTerminalDrawsAMarkerInTheRowBelowTheSelectedTab() throws {
    struct Tabs: View {
      @State var selection = "नमस्ते"
      var body: some View {
        HStack(spacing: 16) {
          ForEach(["Home", "नमस्ते", "設定"], id: \.self) { tab in
            Text(tab)
              .onTapGesture { selection = tab }
              .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) {
                tab == selection ? $0 : nil
              }
          }
        }
        .padding(.bottom, 16)
        .overlayPreferenceValue(SelectedBoundsKey.self, alignment: .topLeading) { anchor in
          GeometryReader { proxy in
            if let anchor {
              let bounds = proxy[anchor]
              Text(String(repeating: "▔", count: Int(bounds.width / 8)))
                .offset(x: bounds.minX, y: bounds.maxY)
            }
          }
        }
      }
    }
    let host = ViewHost(Tabs(), width: 16, height: 2)
    // "नमस्ते" takes 4 cells; the marker is the 4 cells under it.
    #expect(host.text == "Home  नमस्ते  設定\n      ▔▔▔▔")
    try host.text("設定").tap()
    host.update()
    #expect(host.text == "Home  नमस्ते  設定\n            ▔▔▔▔")
  }

  @Test func pointAnchorsAndABackgroundResolveInTheReadersCoordinates() throws {
    struct CentreKey: PreferenceKey {
      static let defaultValue: [Anchor<CGPoint>] = []
      static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value += nextValue()
      }
    }
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("AB").anchorPreference(key: CentreKey.self, value: .center) { [$0] }
        Text("CDEF").anchorPreference(key: CentreKey.self, value: .topLeading) { [$0] }
      }
      .padding(.leading, 8)
      .backgroundPreferenceValue(CentreKey.self) { anchors in
        GeometryReader { proxy in
          let points = anchors.map { proxy[$0] }
          Text(points.map { "\(Int($0.x)),\(Int($0.y))" }.joined(separator: " "))
            .offset(y: 48)
        }
      }, width: 30, height: 6)
    // The stack is centred: "AB" is 16 points wide in the 32 wide column, 8 in from the
    // padded edge; its centre is at 8 + 8 + 8 = 24 points from the reader's edge, 8 down;
    // "CDEF" starts at 8, one row (16 points) down.
    #expect(host.contains(text: "24,8 8,16"))
  }
}

@Observable private final class TabSelection {
  var tab = "Inbox"
}

/// Tabs whose selection is read only by the anchor's transform closure.
private struct ModelTabs: View {
  let selection: TabSelection
  var body: some View {
    HStack(spacing: 24) {
      ForEach(["Inbox", "नमस्ते दुनिया", "設定"], id: \.self) { tab in
        Text(tab)
          .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) {
            tab == selection.tab ? $0 : nil
          }
      }
    }
    .padding(40)
    .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let bounds = proxy[anchor]
          Text("▲").offset(x: bounds.minX, y: bounds.maxY)
        }
      }
    }
  }
}

@MainActor @Suite struct ObservedAnchorPreferenceTests {
  @Test func aSelectionReadOnlyInTheTransformMovesTheMarker() throws {
    let selection = TabSelection()
    let host = ViewHost(ModelTabs(selection: selection), width: 60, height: 8)
    for tab in ["Inbox", "नमस्ते दुनिया", "設定"] {
      selection.tab = tab
      host.update()
      let marker = try host.text("▲").frame
      let label = try host.text(tab).frame
      #expect(marker.x == label.x, "\(tab)")
      #expect(marker.y == label.y + label.height, "\(tab)")
    }
  }
}
