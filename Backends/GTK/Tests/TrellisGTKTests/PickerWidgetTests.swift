import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// An order whose choices are held off screen, in every picker look.
@Observable private final class Order {
  enum Size: String, CaseIterable, Identifiable {
    case small = "क्षि"
    case medium = "漢字"
    case large = "👩🏽‍💻"
    var id: Self { self }
  }
  var flavor = "vanilla"
  var size = Size.medium
  var topping: String? = "fudge"
}

private struct OrderForm: View {
  let order: Order

  var body: some View {
    @Bindable var order = order
    VStack(alignment: .leading) {
      Picker("Flavor", selection: $order.flavor) {
        Text("Chocolate").tag("chocolate")
        Text("Vanilla").tag("vanilla")
      }
      Picker("Size", selection: $order.size) {
        ForEach(Order.Size.allCases) { Text($0.rawValue) }
      }
      .pickerStyle(.segmented)
      Picker("Topping", selection: $order.topping) {
        Text("None").tag(String?.none)
        Text("Fudge").tag("fudge")
        Text("Sprinkles").tag("sprinkles")
      }
      .pickerStyle(.radioGroup)
    }
  }
}

/// Options held by a model, which grows and shrinks them.
@Observable private final class Dishes {
  var dishes = ["क्षीर", "拉面"]
  var chosen = "拉面"
}

private struct DishForm: View {
  let menu: Dishes
  var body: some View {
    @Bindable var menu = menu
    VStack {
      Picker("Segments", selection: $menu.chosen) {
        ForEach(menu.dishes, id: \.self) { Text($0) }
      }
      .pickerStyle(.segmented)
      Picker("Radios", selection: $menu.chosen) {
        ForEach(menu.dishes, id: \.self) { Text($0) }
      }
      .pickerStyle(.radioGroup)
    }
  }
}

/// Menu pickers beside other views, where their label and drop-down share a row: in a
/// form's row and in a stack, with the selection's text longer than the label.
private struct SortBar: View {
  @State private var sort = "Date Modified"
  @State private var script = "देवनागरी लिपि"

  var body: some View {
    VStack {
      Form {
        Picker("Sort By", selection: $sort) {
          Text("Date Modified").tag("Date Modified")
          Text("Title").tag("Title")
        }
        .pickerStyle(.menu)
      }
      HStack {
        Picker("文字 Script", selection: $script) {
          Text("देवनागरी लिपि").tag("देवनागरी लिपि")
          Text("漢字").tag("漢字")
        }
        .pickerStyle(.menu)
        Text("Shown")
      }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct PickerWidgetTests {
  private func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, type) != 0
  }

  private func title(_ hosted: HostedWidget) -> String {
    var child = gtk_widget_get_first_child(hosted.widget)
    while let widget = child {
      if isA(widget, gtk_label_get_type()) {
        return String(cString: gtk_label_get_text(gtkOpaque(widget)))
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return ""
  }

  @Test func aMenuPickerIsADropDownThatWritesTheModel() throws {
    let order = Order()
    let host = GtkTestSupport.host(OrderForm(order: order))
    defer { host.close() }
    let menu = try #require(host.widgets(.dropDown).first)
    #expect(isA(menu.control, gtk_drop_down_get_type()))
    #expect(title(menu) == "Flavor")
    // A screen reader names the drop-down by the picker's label.
    #expect(
      trellis_test_accessible_text_is(menu.control, GTK_ACCESSIBLE_PROPERTY_LABEL, "Flavor") != 0)
    let model = try #require(gtk_drop_down_get_model(gtkOpaque(menu.control)))
    #expect(g_list_model_get_n_items(model) == 2)
    #expect(String(cString: gtk_string_list_get_string(model, 1)) == "Vanilla")
    #expect(gtk_drop_down_get_selected(gtkOpaque(menu.control)) == 1)

    // Chosen in the widget: the model follows.
    gtk_drop_down_set_selected(gtkOpaque(menu.control), 0)
    GtkTestSupport.settle(host)
    #expect(order.flavor == "chocolate")

    // Changed in the model: the widget follows.
    order.flavor = "vanilla"
    GtkTestSupport.settle(host)
    #expect(gtk_drop_down_get_selected(gtkOpaque(menu.control)) == 1)

    // A value no option has: nothing is selected.
    order.flavor = "mint"
    GtkTestSupport.settle(host)
    #expect(gtk_drop_down_get_selected(gtkOpaque(menu.control)) == UInt32.max)
  }

  @Test func aSegmentedPickerIsLinkedToggleButtons() throws {
    let order = Order()
    let host = GtkTestSupport.host(OrderForm(order: order))
    defer { host.close() }
    let segmented = try #require(host.widgets(.segmented).first)
    #expect(title(segmented) == "Size")
    #expect(gtk_widget_has_css_class(segmented.control, "linked") != 0)
    let buttons = segmented.pickerButtons
    #expect(buttons.count == 3)
    #expect(buttons.allSatisfy { isA($0, gtk_toggle_button_get_type()) })
    #expect(buttons.map { String(cString: gtk_button_get_label(gtkCast($0))) } == ["क्षि", "漢字", "👩🏽‍💻"])
    #expect(buttons.map { gtk_toggle_button_get_active(gtkCast($0)) != 0 } == [false, true, false])

    trellis_emit(buttons[2], "clicked")
    GtkTestSupport.settle(host)
    #expect(order.size == .large)
    #expect(buttons.map { gtk_toggle_button_get_active(gtkCast($0)) != 0 } == [false, false, true])

    // A click on the selected segment leaves it selected.
    trellis_emit(buttons[2], "clicked")
    GtkTestSupport.settle(host)
    #expect(order.size == .large)
    #expect(gtk_toggle_button_get_active(gtkCast(buttons[2])) != 0)

    order.size = .small
    GtkTestSupport.settle(host)
    #expect(buttons.map { gtk_toggle_button_get_active(gtkCast($0)) != 0 } == [true, false, false])
  }

  @Test func aRadioGroupPickerIsGroupedCheckButtons() throws {
    let order = Order()
    let host = GtkTestSupport.host(OrderForm(order: order))
    defer { host.close() }
    let radios = try #require(host.widgets(.radioGroup).first)
    #expect(title(radios) == "Topping")
    let buttons = radios.pickerButtons
    #expect(buttons.count == 3)
    #expect(buttons.allSatisfy { isA($0, gtk_check_button_get_type()) })
    #expect(buttons.map { gtk_check_button_get_active(gtkCast($0)) != 0 } == [false, true, false])

    gtk_check_button_set_active(gtkCast(buttons[0]), 1)
    GtkTestSupport.settle(host)
    #expect(order.topping == nil)
    // Grouped: turning one on turned the other off.
    #expect(gtk_check_button_get_active(gtkCast(buttons[1])) == 0)

    order.topping = "sprinkles"
    GtkTestSupport.settle(host)
    #expect(buttons.map { gtk_check_button_get_active(gtkCast($0)) != 0 } == [false, false, true])
  }

  /// Options added and removed by the model rebuild the segments and the radio buttons (the
  /// old ones are removed while the host's handlers on them are blocked, and must live until
  /// they are unblocked), with the chosen one still on; a click on a new one writes it.
  @Test func optionsThatChangeRebuildTheButtons() throws {
    let menu = Dishes()
    let host = GtkTestSupport.host(DishForm(menu: menu))
    defer { host.close() }
    menu.dishes.insert("🍜 ramen", at: 0)
    GtkTestSupport.settle(host)
    let segmented = try #require(host.widgets(.segmented).first)
    let radios = try #require(host.widgets(.radioGroup).first)
    #expect(
      segmented.pickerButtons.map { String(cString: gtk_button_get_label(gtkCast($0))) }
        == ["🍜 ramen", "क्षीर", "拉面"])
    #expect(
      segmented.pickerButtons.map { gtk_toggle_button_get_active(gtkCast($0)) != 0 }
        == [false, false, true])
    #expect(
      radios.pickerButtons.map { gtk_check_button_get_active(gtkCast($0)) != 0 }
        == [false, false, true])
    trellis_emit(segmented.pickerButtons[0], "clicked")
    GtkTestSupport.settle(host)
    #expect(menu.chosen == "🍜 ramen")
    menu.dishes.removeLast()
    GtkTestSupport.settle(host)
    #expect(segmented.pickerButtons.count == 2)
    #expect(
      radios.pickerButtons.map { gtk_check_button_get_active(gtkCast($0)) != 0 }
        == [true, false])
  }

  /// A focused segmented picker's Left and Right (and a radio group's Up and Down) choose
  /// the option before or after the chosen one, stopping at the ends, and never scroll; a
  /// drop-down's arrows are left to GTK.
  @Test func arrowsStepAFocusedPicker() throws {
    let order = Order()
    let host = GtkTestSupport.host(OrderForm(order: order))
    defer { host.close() }
    let segmented = try #require(
      host.core.elements.first { $0.kind == .picker && $0.pickerLook == .segmented })
    try segmented.focus()
    GtkTestSupport.settle(host)
    press(host, Int32(GDK_KEY_Right))
    #expect(order.size == .large)
    press(host, Int32(GDK_KEY_Right))
    #expect(order.size == .large)
    press(host, Int32(GDK_KEY_Left))
    press(host, Int32(GDK_KEY_Left))
    #expect(order.size == .small)
    let radios = try #require(
      host.core.elements.first { $0.kind == .picker && $0.pickerLook == .inline })
    try radios.focus()
    GtkTestSupport.settle(host)
    press(host, Int32(GDK_KEY_Down))
    #expect(order.topping == "sprinkles")
    press(host, Int32(GDK_KEY_Up))
    press(host, Int32(GDK_KEY_Up))
    #expect(order.topping == nil)
    let menu = try #require(
      host.core.elements.first { $0.kind == .picker && $0.pickerLook == .menu })
    try menu.focus()
    GtkTestSupport.settle(host)
    press(host, Int32(GDK_KEY_Down))
    #expect(order.flavor == "vanilla")
  }

  /// A widget's natural width and the width GTK gave it.
  private func widths(_ widget: GtkWidgetPointer) -> (natural: Int32, allocated: Int32) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    return (natural, gtk_widget_get_width(widget))
  }

  @Test func aMenuPickerBesideOtherViewsGetsRoomForItsLabelAndItsSelection() throws {
    let host = GtkTestSupport.host(SortBar())
    defer { host.close() }
    let menus = host.widgets(.dropDown)
    try #require(menus.count == 2)
    for menu in menus {
      let label = try #require(gtk_widget_get_first_child(menu.widget))
      #expect(gtk_drop_down_get_selected(gtkOpaque(menu.control)) == 0)
      // Neither the label nor the drop-down showing the selection is squeezed.
      let shown = widths(label)
      #expect(shown.allocated >= shown.natural, "\(title(menu)): \(shown)")
      let control = widths(menu.control)
      #expect(control.allocated >= control.natural, "\(title(menu)): \(control)")
      // The box holding both spans the picker's view, which the drop-down ends: its right
      // edge is the view's, as the core's control item's is.
      let view = menu.element.frame.offsetBy(dx: -host.main.origin.x, dy: -host.main.origin.y)
      #expect(menu.treeFrame.x == Int(view.minX) && menu.treeFrame.width == Int(view.width))
      var bounds = graphene_rect_t()
      #expect(gtk_widget_compute_bounds(menu.control, menu.widget, &bounds) != 0)
      #expect(
        Int(bounds.origin.x + bounds.size.width) == gtk_widget_get_width(menu.widget),
        "\(title(menu)): \(bounds)")
    }
  }
}
