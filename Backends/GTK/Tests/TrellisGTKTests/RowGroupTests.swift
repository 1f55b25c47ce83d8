import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Lists and forms as GNOME's boxed lists, as every app's are: each section's rows in a box
/// of the theme's base colour with a border, inset from the window's edges, under the rows'
/// widgets, with a line between rows, and neither read by assistive technologies nor
/// focused; a plain list runs its rows edge to edge on one flat band, and every list of a
/// host made without `groupsRows` edge to edge on the window.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct RowGroupTests {
  @Observable final class Account {
    var isPublic = true
    var names = ["क्षिति", "漢字", "👩🏽‍💻 Ada"]
    var nickname = ""
  }

  private struct Preferences: View {
    let account: Account
    var body: some View {
      Form {
        Section("People") {
          ForEach(account.names, id: \.self) { Text($0) }
        }
        Section("Profile") {
          Toggle("Public", isOn: Bindable(account).isPublic)
          TextField("Nickname", text: Bindable(account).nickname)
          Text("Signed in")
        }
      }
    }
  }

  private func children(of widget: GtkWidgetPointer) -> [GtkWidgetPointer] {
    var result: [GtkWidgetPointer] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      result.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    return result
  }

  /// Two sections, two boxes 12 pixels in from the window's edges (or the scroll bar's
  /// width, if wider, at the trailing one), first in the list's clip (so under every row's
  /// widget), each name's label inside the first box, two lines between the three names; a
  /// name added adds a line. (The window is 240 pixels high: the second box is only partly
  /// in view.)
  @Test func formSectionsAreBoxesUnderTheirRows() throws {
    let account = Account()
    let host = GtkTestSupport.host(Preferences(account: account))
    defer { host.close() }
    let list = try #require(host.core.scrollContainers.first)
    let clip = try #require(host.main.clips[list.identity])
    let boxes = clip.rowGroups.frames
    try #require(boxes.count == 2)
    for box in boxes {
      #expect(box.x == Int(list.frame.minX) + 12)
      // The scroll bar's column lies in the trailing margin (it is 14 pixels wide here).
      let bar = Int(host.measurer.metrics.scrollIndicator.width.rounded(.up))
      #expect(box.x + box.width == Int(list.frame.maxX) - max(12, bar))
    }
    #expect(boxes[0].separators == 2)
    let children = children(
      of: UnsafeMutableRawPointer(clip.fixed).assumingMemoryBound(to: GtkWidget.self))
    for box in children.prefix(2) {
      #expect(gtk_widget_has_css_class(box, RowGroupBoxes.cssClass) != 0)
    }
    for label in host.widgets(.label) where account.names.contains(labelText(label)) {
      let frame = label.treeFrame
      let box = boxes[0]
      #expect(
        frame.x >= box.x + 12 && frame.y >= box.y && frame.y + frame.height <= box.y + box.height,
        "\(labelText(label))")
    }
    account.names.append("Zoë")
    GtkTestSupport.settle(host)
    #expect(clip.rowGroups.frames.first?.separators == 3)
  }

  /// As drawn: inside a box the theme's base colour (lighter than the window's background in
  /// the default theme), at its edge the border's (darker), and beside it the window's own.
  @Test func aBoxIsDrawnInTheThemesColours() throws {
    let host = GtkTestSupport.host(Preferences(account: Account()))
    defer { host.close() }
    let list = try #require(host.core.scrollContainers.first)
    let box = try #require(host.main.clips[list.identity]?.rowGroups.frames.first)
    let pixels = try GtkTestSupport.render(host)
    let x = box.x + box.width - 24
    let inside = pixels[x, box.y + 3]
    let edge = pixels[x, box.y]
    let beside = pixels[box.x - 6, box.y + 3]
    func brightness(_ pixel: (red: Int, green: Int, blue: Int, alpha: Int)) -> Int {
      pixel.red + pixel.green + pixel.blue
    }
    #expect(brightness(inside) > brightness(beside), "\(inside) vs \(beside)")
    #expect(brightness(edge) < brightness(inside), "\(edge) vs \(inside)")
  }

  /// A plain list runs its rows edge to edge on one band, as a plain `GtkListBox` is drawn:
  /// from the list's leading edge, in the theme's base colour with no border at its edge
  /// (the pixel there is the band's own, lighter than the window beside the list), each
  /// label 12 pixels in, a line between each two rows.
  @Test func aPlainListIsOneFlatBand() throws {
    let host = GtkTestSupport.host(
      HStack(spacing: 0) {
        List(["क्षि", "漢", "👩🏽‍💻"], id: \.self) { Text($0) }.listStyle(.plain)
        Spacer()
      })
    defer { host.close() }
    let list = try #require(host.core.scrollContainers.first)
    let bands = try host.rowBoxes()
    try #require(bands.count == 1)
    let band = bands[0]
    #expect(band.x == Int(list.frame.minX))
    #expect(band.separators == 2)
    let clip = try #require(host.main.clips[list.identity])
    // The clip's first row box (the list's see-through accessible items may come before it).
    let box = try #require(
      children(of: UnsafeMutableRawPointer(clip.fixed).assumingMemoryBound(to: GtkWidget.self))
        .first { gtk_widget_has_css_class($0, RowGroupBoxes.cssClass) != 0 })
    #expect(gtk_widget_has_css_class(box, RowGroupBoxes.flatCSSClass) != 0)
    for label in host.widgets(.label) {
      #expect(label.treeFrame.x == band.x + 12, "\(labelText(label))")
      #expect(isInside(label, band, inset: 12), "\(labelText(label))")
    }
    let pixels = try GtkTestSupport.render(host)
    func brightness(_ pixel: (red: Int, green: Int, blue: Int, alpha: Int)) -> Int {
      pixel.red + pixel.green + pixel.blue
    }
    let y = band.y + 4
    let edge = pixels[band.x, y]
    let inside = pixels[band.x + 6, y]
    let beside = pixels[band.x + band.width + 40, y]
    #expect(brightness(edge) == brightness(inside), "\(edge) vs \(inside)")
    #expect(brightness(inside) > brightness(beside), "\(inside) vs \(beside)")
  }

  /// The boxes are scenery: assistive technologies do not see them (nor their lines), so the
  /// rows are read as the list's own, as before; they cannot take focus, so neither Tab nor
  /// GTK's own focus chain stops on them: Tab goes from the toggle to the field and on.
  @Test func boxesAreNeitherReadNorFocused() throws {
    let host = GtkTestSupport.host(Preferences(account: Account()), height: 400)
    defer { host.close() }
    let list = try #require(host.core.scrollContainers.first)
    let clip = try #require(host.main.clips[list.identity])
    let boxes = children(
      of: UnsafeMutableRawPointer(clip.fixed).assumingMemoryBound(to: GtkWidget.self)
    ).filter { gtk_widget_has_css_class($0, RowGroupBoxes.cssClass) != 0 }
    try #require(boxes.count == 2)
    for box in boxes {
      #expect(trellis_test_accessible_hidden_is(box, 1) != 0)
      #expect(gtk_widget_get_can_focus(box) == 0)
      #expect(gtk_widget_get_focusable(box) == 0)
    }
    func focusIsInABox() -> Bool {
      guard let focus = gtk_root_get_focus(gtkOpaque(host.main.window)) else { return false }
      return boxes.contains { focus == $0 || gtk_widget_is_ancestor(focus, $0) != 0 }
    }
    var stops: [String] = []
    for _ in 0..<3 {
      press(host, GDK_KEY_Tab)
      stops.append(host.core.focused.map { $0.placeholder ?? $0.text } ?? "nothing")
      #expect(!focusIsInABox())
    }
    #expect(stops == ["Public", "Nickname", "Public"], "\(stops)")
    for _ in 0..<6 {
      _ = gtk_widget_child_focus(host.main.window, GTK_DIR_TAB_FORWARD)
      #expect(!focusIsInABox())
    }
  }

  /// A host made without `groupsRows` (the explicit edge-to-edge option) lays the same form
  /// out with its rows from the list's leading edge, and no boxes.
  @Test func aHostWithoutGroupingKeepsRowsEdgeToEdge() throws {
    let account = Account()
    let host = GtkTestSupport.host(Preferences(account: account), groupsRows: false)
    defer { host.close() }
    let list = try #require(host.core.scrollContainers.first)
    #expect(try host.rowBoxes().isEmpty)
    let first = try #require(host.widgets(.label).first { labelText($0) == account.names[0] })
    #expect(first.treeFrame.x == Int(list.frame.minX))
  }
}
