import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Buttons and navigation links whose labels are pictures, as gallery and colour apps write
/// them: a link to a photo showing its thumbnail and title, a swatch button showing a
/// colour. The fixtures are the root tests' images (`Tests/TrellisUITests/Resources/Images`).
private struct PictureButtons: View {
  static let images = Bundle(
    url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/TrellisUITests/Resources/Images"))!

  @State private var taps = 0

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        NavigationLink(value: "富士山") {
          VStack(spacing: 4) {
            Image("red", bundle: Self.images).resizable().frame(width: 60, height: 40)
              .clipShape(RoundedRectangle(cornerRadius: 6))
            Text("Fuji 富士山")
          }
        }
        .buttonStyle(.plain)
        Button {
          taps += 1
        } label: {
          HStack {
            Circle().fill(.red).frame(width: 30, height: 30)
            Text("Swatch")
          }
        }
        .buttonStyle(.borderless)
        Button("Text only कमल") {}
          .buttonStyle(.plain)
        Text("Taps: \(taps)")
      }
      .navigationDestination(for: String.self) { title in
        Text("Photo of \(title)")
      }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ButtonLabelPictureWidgetTests {
  private func button(_ host: GtkHost, _ title: String) throws -> HostedWidget {
    try #require(host.widgets(.button).first { $0.shownTitle == title })
  }

  /// Whether a click at the centre of `widget` lands on `button` (or a child of it).
  private func clickAtCentre(
    of widget: HostedWidget, reaches button: HostedWidget, in host: GtkHost
  )
    -> Bool
  {
    let frame = widget.treeFrame
    var picked = gtk_widget_pick(
      host.main.fixedWidget, Double(frame.x + frame.width / 2),
      Double(frame.y + frame.height / 2), GTK_PICK_DEFAULT)
    while let current = picked, current != button.widget {
      picked = gtk_widget_get_parent(current)
    }
    return picked == button.widget
  }

  @Test func aLinksPictureAndTitleAreDrawnOverAFlatButtonNamedByTheTitle() throws {
    let host = GtkTestSupport.host(PictureButtons(), height: 300)
    defer { host.close() }
    let link = try button(host, "Fuji 富士山")
    // The button shows no title of its own; it is flat, and named by its label's text.
    #expect(String(cString: gtk_button_get_label(gtkCast(link.widget))).isEmpty)
    #expect(gtk_widget_has_css_class(link.widget, "flat") != 0)
    #expect(
      trellis_test_accessible_text_is(link.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Fuji 富士山")
        != 0)
    #expect(gtk_widget_get_focusable(link.widget) != 0)

    // The picture and the title are widgets of their own over it; the picture is heard as
    // the button's name only (the title is a label, as in a style's body).
    let picture = try #require(host.widgets(.picture).first)
    #expect(trellis_test_accessible_hidden_is(picture.widget, 1) != 0)
    let title = try #require(host.widgets(.label).first { labelText($0) == "Fuji 富士山" })
    for part in [picture, title] {
      let frame = part.treeFrame
      let box = link.treeFrame
      #expect(
        frame.x >= box.x && frame.y >= box.y && frame.x + frame.width <= box.x + box.width
          && frame.y + frame.height <= box.y + box.height, "\(frame) outside \(box)")
      #expect(clickAtCentre(of: part, reaches: link, in: host))
    }
    // Drawn: red at the picture's centre, not at its rounded corner.
    let pixels = try GtkTestSupport.render(host)
    let frame = picture.treeFrame
    #expect(isRed(pixels[frame.x + frame.width / 2, frame.y + frame.height / 2]))
    #expect(!isRed(pixels[frame.x, frame.y]))

    trellis_emit(link.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label).contains { labelText($0) == "Photo of 富士山" })
    #expect(host.widgets(.picture).isEmpty)
  }

  @Test func aSwatchButtonDrawsItsShapeAndActivates() throws {
    let host = GtkTestSupport.host(PictureButtons(), height: 300)
    defer { host.close() }
    let swatch = try button(host, "Swatch")
    let circle = try #require(host.widgets(.drawing).first)
    let pixels = try GtkTestSupport.render(host)
    let frame = circle.treeFrame
    #expect(isRed(pixels[frame.x + frame.width / 2, frame.y + frame.height / 2]))
    #expect(clickAtCentre(of: circle, reaches: swatch, in: host))
    trellis_emit(swatch.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label).contains { labelText($0) == "Taps: 1" })

    // A label of text alone is still the button's own title.
    let plain = try button(host, "Text only कमल")
    #expect(String(cString: gtk_button_get_label(gtkCast(plain.widget))) == "Text only कमल")
    #expect(!host.widgets(.label).contains { labelText($0) == "Text only कमल" })
  }
}
