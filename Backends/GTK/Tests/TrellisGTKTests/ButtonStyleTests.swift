import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A style as apps write them: the label between arrows.
private struct ArrowButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      Text("›")
      configuration.label
      Text("‹")
    }
  }
}

private struct StyledCounter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Add one") { count += 1 }
        .buttonStyle(ArrowButtonStyle())
      Text("Count: \(count)")
      Button("Save") {}
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ButtonStyleTests {
  @Test func aCustomStyledButtonIsStillANamedButtonThatActivates() throws {
    let host = GtkTestSupport.host(StyledCounter())
    defer { host.close() }
    let buttons = host.widgets(.button)
    #expect(buttons.count == 2)
    let styled = try #require(buttons.first)
    // The body's texts are labels of their own; the button shows no title but keeps its
    // accessible name.
    #expect(String(cString: gtk_button_get_label(gtkCast(styled.widget))).isEmpty)
    #expect(
      trellis_test_accessible_text_is(styled.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "› Add one ‹")
        != 0)
    #expect(
      trellis_test_accessible_text_is(styled.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Add one") == 0)
    let labels = host.widgets(.label).map(labelText)
    #expect(labels.starts(with: ["›", "Add one", "‹"]), "\(labels)")
    #expect(gtk_widget_has_css_class(styled.widget, "flat") != 0)

    // A click on the body's title lands on the button underneath it.
    let title = try #require(host.widgets(.label).first { labelText($0) == "Add one" })
    let center = (
      x: Double(title.treeFrame.x + title.treeFrame.width / 2),
      y: Double(title.treeFrame.y + title.treeFrame.height / 2)
    )
    let picked = gtk_widget_pick(host.main.fixedWidget, center.x, center.y, GTK_PICK_DEFAULT)
    var ancestor = picked
    while let widget = ancestor, widget != styled.widget {
      ancestor = gtk_widget_get_parent(widget)
    }
    #expect(ancestor == styled.widget)

    trellis_emit(styled.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label).map(labelText).contains("Count: 1"))
  }

  @Test func aPlainTextFieldHasNoFrame() {
    struct Fields: View {
      @State private var name = ""
      @State private var city = ""
      var body: some View {
        VStack {
          TextField("Name", text: $name).textFieldStyle(.plain)
          TextField("City", text: $city).textFieldStyle(.roundedBorder)
        }
      }
    }
    let host = GtkTestSupport.host(Fields())
    defer { host.close() }
    let entries = host.widgets(.entry)
    #expect(entries.map { gtk_entry_get_has_frame(gtkCast($0.widget)) != 0 } == [false, true])
  }

  @Test func builtInStylesAndBorderShapesAreStyleClasses() throws {
    let host = GtkTestSupport.host(StyledCounter())
    defer { host.close() }
    let save = try #require(host.widgets(.button).last)
    #expect(String(cString: gtk_button_get_label(gtkCast(save.widget))) == "Save")
    #expect(gtk_widget_has_css_class(save.widget, "suggested-action") != 0)
    #expect(gtk_widget_has_css_class(save.widget, "pill") != 0)
    #expect(gtk_widget_has_css_class(save.widget, "flat") == 0)
  }

  /// The colour GTK draws `widget`'s title in, as 0-255 components.
  private func titleColour(_ widget: GtkWidgetPointer) -> [Int] {
    var rgba = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &rgba)
    return [rgba.red, rgba.green, rgba.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test func aTintColoursProminentButtonsTitlesAndToggleButtonsThatAreOn() throws {
    struct Order: View {
      @State private var isGift = true
      var body: some View {
        VStack {
          Button("Place order") {}.buttonStyle(.borderedProminent)
          Button("Details") {}
          Toggle("Gift", isOn: $isGift).toggleStyle(.button)
          Button("Help") {}.tint(nil)
        }
        .tint(Color(red: 0.8, green: 0.1, blue: 0.1))
      }
    }
    let host = GtkTestSupport.host(Order())
    defer { host.close() }
    let buttons = host.widgets(.button)
    let title = { (text: String) in
      try #require(
        buttons.first { String(cString: gtk_button_get_label(gtkCast($0.widget))) == text })
    }
    let place = try title("Place order")
    let details = try title("Details")
    let help = try title("Help")
    let gift = try #require(host.widgets(.toggleButton).first)
    for tinted in [place, details, gift] {
      #expect(gtk_widget_has_css_class(tinted.widget, "trellis-tint-cc1a1a") != 0)
    }
    #expect(gtk_widget_has_css_class(place.widget, "suggested-action") != 0)
    // Filled with the tint, a title is white; a plain button's title is the tint itself.
    #expect(titleColour(place.widget) == [255, 255, 255])
    #expect(titleColour(gift.widget) == [255, 255, 255])
    #expect(titleColour(details.widget) == [204, 26, 26])
    #expect(gtk_widget_has_css_class(help.widget, "trellis-tint-cc1a1a") == 0)
    #expect(titleColour(help.widget) != [204, 26, 26])

    // Switched off, the toggle button is not filled: its title is in the tint.
    trellis_emit(gift.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(gtk_toggle_button_get_active(gtkCast(gift.widget)) == 0)
    #expect(titleColour(gift.widget) == [204, 26, 26])
  }

  @Test func controlSizesMakeButtonsShorterOrTaller() throws {
    struct Sizes: View {
      var body: some View {
        VStack {
          Button("Mini") {}.controlSize(.mini)
          Button("Small") {}.controlSize(.small)
          Button("Regular") {}
          Button("Large") {}.controlSize(.large)
          Toggle("Wide", isOn: .constant(true)).toggleStyle(.button).controlSize(.small)
        }
      }
    }
    let host = GtkTestSupport.host(Sizes())
    defer { host.close() }
    let buttons = host.widgets(.button) + host.widgets(.toggleButton)
    #expect(buttons.count == 5)
    let heights = buttons.map(\.treeFrame.height)
    #expect(
      heights[0] < heights[1] && heights[1] < heights[2] && heights[2] < heights[3], "\(heights)")
    #expect(heights[4] == heights[1])
    // Each can be as short as layout made its frame (the theme's least height is taller
    // than a mini button's), so none is pushed over the next.
    let least = buttons.map { button in
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(button.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
      return Int(minimum)
    }
    #expect(zip(least, heights).allSatisfy { $0 <= $1 }, "least \(least), frames \(heights)")
    #expect(gtk_widget_has_css_class(buttons[1].widget, "trellis-control-small") != 0)
    #expect(gtk_widget_has_css_class(buttons[2].widget, "trellis-control-small") == 0)
  }
}
