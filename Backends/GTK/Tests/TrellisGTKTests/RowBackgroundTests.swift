import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// The list row modifiers in GTK: a row's background drawn across its cell in its box, over
/// the box and under the row's widgets and the selection's highlight; a hidden line between
/// rows left out of the box and a tinted one drawn in its colour; a row's insets in points.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct RowBackgroundTests {
  @Observable final class Inbox {
    var names = ["क्षिति", "漢字", "👩🏽‍💻 Ada", "Inbox"]
    var selected: String?
  }

  private struct Rows: View {
    let inbox: Inbox
    var body: some View {
      List(selection: Bindable(inbox).selected) {
        Section("Mail") {
          ForEach(inbox.names, id: \.self) { name in
            Text(name)
              .listRowBackground(name == "漢字" ? Color.red : nil)
              .listRowSeparator(name == "👩🏽‍💻 Ada" ? .hidden : .automatic, edges: .top)
              .listRowSeparatorTint(name == "Inbox" ? Color.blue : nil, edges: .top)
              .listRowInsets(
                name == "Inbox" ? EdgeInsets(top: 8, leading: 40, bottom: 8, trailing: 12) : nil)
          }
        }
      }
      .listStyle(.insetGrouped)
    }
  }

  private func clip(_ host: GtkHost) throws -> ScrollClip {
    let list = try #require(host.core.scrollContainers.first)
    return try #require(host.main.clips[list.identity])
  }

  private func row(_ host: GtkHost, _ text: String) throws -> CGRect {
    try #require(host.core.elements.first { $0.typeName == "Text" && $0.text == text }).frame
  }

  @Test func aRowsBackgroundFillsItsCellInItsBox() throws {
    let host = GtkTestSupport.host(Rows(inbox: Inbox()))
    defer { host.close() }
    let clip = try clip(host)
    let box = try #require(clip.rowGroups.frames.first)
    let fills = clip.rowBackgrounds.fills
    // The red row's cell, and the tinted line above "Inbox".
    try #require(fills.count == 2)
    #expect(fills[0].color == .red)
    #expect(fills[0].frame.x == box.x)
    #expect(fills[0].frame.width == box.width)
    #expect(fills[1].color == .blue)
    #expect(fills[1].frame.height == 1)
    let red = try row(host, "漢字")
    let pixels = try GtkTestSupport.render(host)
    let origin = host.main.origin
    // Past the text, inside the box: red.
    let y = Int(red.midY - origin.y)
    #expect(isRed(pixels[box.x + box.width - 6, y]))
    #expect(!isRed(pixels[box.x + box.width - 6, Int(try row(host, "क्षिति").midY - origin.y)]))
    // The tinted line is drawn in the system's blue.
    let line = pixels[box.x + box.width / 2, fills[1].frame.y]
    let blue = try #require(HostColor(Color.blue))
    for (drawn, wanted) in [(line.red, blue.red), (line.green, blue.green), (line.blue, blue.blue)]
    {
      #expect(abs(drawn - Int(wanted * 255)) < 8, "\(line)")
    }
  }

  @Test func aHiddenLineIsLeftOutAndInsetsMoveTheContent() throws {
    let host = GtkTestSupport.host(Rows(inbox: Inbox()))
    defer { host.close() }
    let box = try #require(try clip(host).rowGroups.frames.first)
    // Four rows, three lines between them, the one above Ada hidden.
    #expect(box.separators == 2)
    let inbox = try row(host, "Inbox")
    let plain = try row(host, "क्षिति")
    #expect(inbox.minX == plain.minX - 12 + 40)
  }

  @Test func theSelectionsHighlightCoversTheRowsBackground() throws {
    let inbox = Inbox()
    let host = GtkTestSupport.host(Rows(inbox: inbox))
    defer { host.close() }
    inbox.selected = "漢字"
    GtkTestSupport.settle(host)
    let clip = try clip(host)
    #expect(clip.selectedRows.highlights.count == 1)
    let box = try #require(clip.rowGroups.frames.first)
    let pixels = try GtkTestSupport.render(host)
    let y = Int(try row(host, "漢字").midY - host.main.origin.y)
    #expect(!isRed(pixels[box.x + box.width - 6, y]))
  }
}
