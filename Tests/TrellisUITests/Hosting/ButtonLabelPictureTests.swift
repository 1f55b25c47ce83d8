import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A photo's thumbnail as gallery apps write it: a picture over its title.
private struct Thumbnail: View {
  let title: String

  var body: some View {
    VStack(spacing: 0) {
      Image("red", bundle: .module).resizable().frame(width: 8, height: 2)
      Text(title)
    }
  }
}

private struct PictureButtons: View {
  @State private var taps = 0

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        NavigationLink(value: "富士山") { Thumbnail(title: "Fuji 富士山") }
          .buttonStyle(.plain)
        Button {
          taps += 1
        } label: {
          HStack(spacing: 1) {
            Circle().fill(.red).frame(width: 2, height: 1)
            Text("Swatch")
          }
        }
        .buttonStyle(.borderless)
        Button("Text only कमल") { taps += 1 }
          .buttonStyle(.plain)
        Button {
          taps += 1
        } label: {
          Label("Delete", systemImage: "trash")
        }
        .buttonStyle(.plain)
        Text("Taps: \(taps)")
      }
      .navigationDestination(for: String.self) { title in
        Text("Photo of \(title)")
      }
    }
  }
}

/// A button's or navigation link's label with a picture in it (an image from resources, a
/// shape, a colour) is shown as views of their own by a host whose button draws its own
/// title (GTK's flat button over them), while a label of text and a symbol is still the
/// button's title and icon. Either way the button is one control, named by its text.
@MainActor
@Suite struct ButtonLabelPictureTests {
  private func element(_ host: ViewHost, _ matches: (HostElement) -> Bool) throws -> HostElement {
    let found = host.core.elements.first(where: matches)
    return try #require(found)
  }

  private func drawsLabelViews(_ host: ViewHost, _ button: HostElement) -> Bool {
    host.core.displaySnapshot.items(of: button.identity).first?.attributes.drawsLabelViews
      ?? false
  }

  @Test func aLabelWithAPictureIsShownAsViewsOfItsOwn() throws {
    let host = ViewHost(PictureButtons(), width: 40, height: 14)
    let link = try element(host) { $0.kind == .button && $0.text == "Fuji 富士山" }
    let swatch = try element(host) { $0.kind == .button && $0.text == "Swatch" }
    let plain = try element(host) { $0.kind == .button && $0.text == "Text only कमल" }
    let delete = try element(host) { $0.kind == .button && $0.text == "Delete" }
    #expect(drawsLabelViews(host, link) && drawsLabelViews(host, swatch))
    #expect(!drawsLabelViews(host, plain) && !drawsLabelViews(host, delete))

    // The picture and the title under the link are views of their own, inside its label.
    let picture = try element(host) { $0.typeName == "Image" && $0.isInsideDrawnLabel }
    #expect(!picture.isInsideControl)
    let title = try element(host) { $0.typeName == "Text" && $0.text == "Fuji 富士山" }
    #expect(title.isInsideDrawnLabel && !title.isInsideControl)
    // A text-only label stays the button's own title.
    let plainTitle = try element(host) { $0.typeName == "Text" && $0.text == "Text only कमल" }
    #expect(plainTitle.isInsideControl && !plainTitle.isInsideDrawnLabel)
  }

  @Test func theLabelsPicturesAreDrawnInsideTheButtonAndItStillActivates() throws {
    let host = ViewHost(PictureButtons(), width: 40, height: 14)
    let swatch = try host.button("Swatch")
    let circle = try #require(host.shapes.first { $0.fill == .red })
    #expect(swatch.layoutFrame.contains(circle.frame), "\(swatch.layoutFrame) \(circle.frame)")
    // The terminal draws a plain link's label alone, with no brackets.
    #expect(host.text.contains("Fuji 富士山") && !host.text.contains("[ Fuji"), "\(host.text)")
    try swatch.tap()
    #expect(host.text.contains("Taps: 1"))
    try host.button("Fuji 富士山").tap()
    #expect(host.text.contains("Photo of 富士山"), "\(host.text)")
  }

  @Test func aPictureComingIntoALabelLaterIsShownToo() throws {
    struct Toggling: View {
      @State private var showsSwatch = false
      var body: some View {
        VStack {
          Button {
            showsSwatch.toggle()
          } label: {
            HStack {
              if showsSwatch { Color.red.frame(width: 2, height: 1) }
              Text("Colour")
            }
          }
          .buttonStyle(.plain)
        }
      }
    }
    let host = ViewHost(Toggling(), width: 30, height: 4)
    let button = try element(host) { $0.kind == .button && $0.text == "Colour" }
    #expect(!drawsLabelViews(host, button))
    try host.button("Colour").tap()
    let shown = try element(host) { $0.kind == .button && $0.text == "Colour" }
    #expect(drawsLabelViews(host, shown))
  }
}
