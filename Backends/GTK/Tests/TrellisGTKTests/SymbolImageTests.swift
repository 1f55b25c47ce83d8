import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `Image(systemName:)` and `Label(_:systemImage:)` as `GtkImage`s of the icon theme's
/// symbolic icons; `Link` as a button that opens its URL with the environment's `openURL`.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct SymbolImageTests {
  private func images(_ host: GtkHost) -> [HostedWidget] { host.widgets(.image) }

  @Test func aSymbolIsTheIconThemesSymbolicIconNamedForAssistiveTechnologies() {
    let host = GtkTestSupport.host(
      HStack {
        Image(systemName: "trash")
        Image(systemName: "star").symbolVariant(.fill)
        Image(systemName: "plus").accessibilityLabel("Add item")
        Text("नमस्ते 你好 👋🏽")
      })
    defer { host.close() }
    let shown = images(host)
    #expect(
      shown.map(\.shownIconName) == [
        "user-trash-symbolic", "starred-symbolic", "list-add-symbolic",
      ])
    let label = GTK_ACCESSIBLE_PROPERTY_LABEL
    #expect(trellis_test_accessible_text_is(shown[0].control, label, "trash") != 0)
    #expect(trellis_test_accessible_text_is(shown[1].control, label, "star") != 0)
    #expect(trellis_test_accessible_text_is(shown[2].control, label, "Add item") != 0)
    // Side by side with the text, on one line: the text's label starts after the icons.
    let text = host.widgets(.label)[0]
    #expect(shown.allSatisfy { $0.treeFrame.x + $0.treeFrame.width <= text.treeFrame.x })
    #expect(shown.allSatisfy { $0.treeFrame.y >= text.treeFrame.y - 8 })
  }

  @Test func anUnknownNameShowsTheMissingImage() {
    let host = GtkTestSupport.host(Image(systemName: "not.a.real.symbol.name"))
    defer { host.close() }
    #expect(images(host).first?.shownIconName == "image-missing-symbolic")
  }

  @Test func everyIconOfTheTableIsInTheInstalledTheme() throws {
    GtkTestSupport.initialise()
    let theme = try #require(gtk_icon_theme_get_for_display(gdk_display_get_default()))
    let missing = HostSymbol.tableIconNames.filter {
      gtk_icon_theme_has_icon(theme, HostedWidget.symbolicIconName($0)) == 0
    }
    #expect(missing.isEmpty, "not in the icon theme: \(missing.sorted())")
  }

  @Test func theSizeFollowsTheFontAndTheImageScale() {
    let host = GtkTestSupport.host(
      VStack {
        Image(systemName: "bell").imageScale(.small)
        Image(systemName: "bell")
        Image(systemName: "bell").imageScale(.large)
        Image(systemName: "bell").font(.largeTitle)
      })
    defer { host.close() }
    let sizes = images(host).map { Int(gtk_image_get_pixel_size(gtkOpaque($0.widget))) }
    #expect(sizes.count == 4)
    #expect(sizes[0] < sizes[1] && sizes[1] < sizes[2], "\(sizes)")
    #expect(sizes[3] > sizes[2], "a large title's symbol is larger: \(sizes)")
    // Its frame is the icon's size.
    #expect(images(host).map(\.treeFrame.height) == sizes)
  }

  @Test func theForegroundColoursTheSymbol() {
    let host = GtkTestSupport.host(
      HStack {
        Image(systemName: "heart.fill").foregroundStyle(.red)
        Image(systemName: "heart.fill")
      })
    defer { host.close() }
    let shown = images(host)
    #expect(shown[0].appliedSymbol?.color?.hasPrefix("#") == true)
    #expect(shown[1].appliedSymbol?.color == nil)
    var red = GdkRGBA()
    var plain = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(shown[0].widget), &red)
    gtk_style_context_get_color(gtk_widget_get_style_context(shown[1].widget), &plain)
    #expect(red.red > 0.8 && red.green < 0.4 && red.blue < 0.4, "\(red)")
    #expect(plain.red < 0.5, "the theme's own dark foreground: \(plain)")
  }

  @Test func aLabelShowsItsSymbolBeforeItsTitle() {
    let host = GtkTestSupport.host(
      List {
        Label("Inbox", systemImage: "envelope")
        Label("Sent", systemImage: "paperplane")
      })
    defer { host.close() }
    #expect(images(host).map(\.shownIconName) == ["mail-unread-symbolic", "mail-send-symbolic"])
    let titles = host.widgets(.label)
    #expect(titles.map(labelText) == ["Inbox", "Sent"])
    for (icon, title) in zip(images(host), titles) {
      #expect(icon.treeFrame.x + icon.treeFrame.width <= title.treeFrame.x)
    }
  }

  @Test func aButtonsLabelShowsItsSymbolBeforeItsTitle() {
    final class Model { var deleted = 0 }
    let model = Model()
    let host = GtkTestSupport.host(
      HStack {
        Button(role: .destructive, action: { model.deleted += 1 }) {
          Label("Delete", systemImage: "trash")
        }
        Button("Keep") {}
      })
    defer { host.close() }
    let buttons = host.widgets(.button)
    #expect(buttons.map(\.buttonIconName) == ["user-trash-symbolic", nil])
    // Its name is still its title, and a click still runs its action.
    let label = GTK_ACCESSIBLE_PROPERTY_LABEL
    #expect(trellis_test_accessible_text_is(buttons[0].control, label, "Delete") != 0)
    trellis_emit(buttons[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(model.deleted == 1)
  }

  @Test func aButtonsLabelStyleDecidesWhetherItShowsTheIconOrTheTitle() throws {
    let host = GtkTestSupport.host(
      HStack {
        Button(action: {}) { Label("Delete", systemImage: "trash") }
          .labelStyle(.iconOnly)
        Button(action: {}) { Label("Archive", systemImage: "archivebox") }
          .labelStyle(.titleOnly)
        Label("Inbox", systemImage: "envelope").labelStyle(.iconOnly)
      })
    defer { host.close() }
    let buttons = host.widgets(.button)
    let shown = buttons.map { "\($0.element.text): \($0.buttonIconName ?? "-")" }
    let delete = try #require(buttons.first { $0.element.text != "Archive" }, "\(shown)")
    let archive = try #require(buttons.first { $0.element.text == "Archive" }, "\(shown)")
    #expect(delete.buttonIconName == "user-trash-symbolic", "\(shown)")
    #expect(archive.buttonIconName == nil, "\(shown)")
    // Icon only: the button's box holds the image and no title.
    let box = try #require(gtk_button_get_child(gtkCast(delete.widget)))
    #expect(gtk_widget_get_first_child(box) == gtk_widget_get_last_child(box))
    // Title only: a plain button label.
    let title = try #require(gtk_button_get_label(gtkCast(archive.widget)), "\(shown)")
    #expect(String(cString: title) == "Archive")
    // A label on its own: its image, no title's label.
    #expect(images(host).map(\.shownIconName) == ["mail-unread-symbolic"])
    #expect(!host.widgets(.label).map(labelText).contains("Inbox"))
  }

  final class Opened { var urls: [URL] = [] }

  @Test func clickingALinkOpensItThroughOpenURL() {
    let opened = Opened()
    let host = GtkTestSupport.host(
      Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
        .environment(
          \.openURL,
          OpenURLAction { url in
            opened.urls.append(url)
            return .handled
          }))
    defer { host.close() }
    let button = host.widgets(.button)[0]
    #expect(String(cString: gtk_button_get_label(gtkCast(button.widget))) == "Privacy policy")
    trellis_emit(button.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(opened.urls == [URL(string: "https://example.com/privacy")!])
  }
}
