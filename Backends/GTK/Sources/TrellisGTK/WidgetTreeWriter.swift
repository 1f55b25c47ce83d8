import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// Writes the host's widgets to a file after every frame, for tests that drive the app from
/// outside (`TRELLIS_GTK_TREE`): one line per window and widget, fields separated by tabs.
struct WidgetTreeWriter {
  let path: String

  @MainActor func write(_ host: GtkHost) {
    var lines: [String] = []
    let title = host.core.windowTitle ?? ProcessInfo.processInfo.processName
    lines += Self.lines(for: host.main, title: title)
    for modal in host.modals {
      lines += Self.lines(for: modal.window, title: modal.presentation.navigationTitle ?? "")
    }
    lines.append("frame\t\(host.frameCount)")
    let text = lines.joined(separator: "\n") + "\n"
    let temporary = path + ".tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      return
    }
    _ = rename(temporary, path)
  }

  @MainActor private static func lines(for window: WidgetWindow, title: String) -> [String] {
    let content = gtk_window_get_child(gtkCast(window.window))!
    var width = Int(gtk_widget_get_width(content))
    var height = Int(gtk_widget_get_height(content))
    if width == 0 || height == 0 {
      // Not allocated yet: the size it asks for.
      var request = (Int32(0), Int32(0))
      gtk_widget_get_size_request(content, &request.0, &request.1)
      var natural = GtkRequisition()
      gtk_widget_get_preferred_size(content, nil, &natural)
      width = Int(max(request.0, natural.width))
      height = Int(max(request.1, natural.height))
      var defaults = (Int32(0), Int32(0))
      gtk_window_get_default_size(gtkCast(window.window), &defaults.0, &defaults.1)
      width = max(width, Int(defaults.0))
      height = max(height, Int(defaults.1))
    }
    let origin = contentOrigin(of: window)
    var lines = [
      [
        "window", escape(title), "\(width)", "\(height)", window.isModal ? "1" : "0",
        "\(origin.x)", "\(origin.y)",
      ]
      .joined(separator: "\t")
    ]
    for hosted in window.ordered {
      let frame = hosted.treeFrame
      let sensitive = gtk_widget_is_sensitive(hosted.widget) != 0
      let fields = [
        hosted.kind.rawValue, "\(frame.x)", "\(frame.y)", "\(frame.width)", "\(frame.height)",
        sensitive ? "1" : "0", window.hasFocus(hosted) ? "1" : "0", state(of: hosted),
        escape(text(of: hosted)),
      ]
      lines.append(fields.joined(separator: "\t"))
    }
    return lines
  }

  /// Where the widgets' coordinates start in the X window: below the header bar (and any
  /// client-side border), so that a click can be aimed from outside.
  @MainActor private static func contentOrigin(of window: WidgetWindow) -> (x: Int, y: Int) {
    var x = 0.0
    var y = 0.0
    _ = gtk_widget_translate_coordinates(window.fixedWidget, window.window, 0, 0, &x, &y)
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(gtkOpaque(window.window), &surfaceX, &surfaceY)
    return (Int((x + surfaceX).rounded()), Int((y + surfaceY).rounded()))
  }

  @MainActor private static func state(of hosted: HostedWidget) -> String {
    switch hosted.kind {
    // What the widgets show, read from GTK.
    case .check: return gtk_check_button_get_active(gtkCast(hosted.widget)) != 0 ? "1" : "0"
    case .switch: return gtk_switch_get_active(gtkOpaque(hosted.control)) != 0 ? "1" : "0"
    case .toggleButton:
      return gtk_toggle_button_get_active(gtkCast(hosted.widget)) != 0 ? "1" : "0"
    case .expander: return gtk_expander_get_expanded(gtkOpaque(hosted.widget)) != 0 ? "1" : "0"
    case .scale: return "\(gtk_range_get_value(gtkCast(hosted.widget)))"
    case .stepper where hosted.isSpinButton:
      return "\(gtk_spin_button_get_value(gtkOpaque(hosted.control)))"
    // The selected option's index, or -1 when none is.
    case .dropDown:
      let position = gtk_drop_down_get_selected(gtkOpaque(hosted.control))
      return position == GTK_INVALID_LIST_POSITION ? "-1" : "\(position)"
    case .segmented:
      let index = hosted.pickerButtons.firstIndex {
        gtk_toggle_button_get_active(gtkCast($0)) != 0
      }
      return "\(index ?? -1)"
    case .radioGroup:
      let index = hosted.pickerButtons.firstIndex {
        gtk_check_button_get_active(gtkCast($0)) != 0
      }
      return "\(index ?? -1)"
    // The selected tab's index, or -1 when none is.
    case .tabBar:
      let visible = hosted.tabStack.flatMap { gtk_stack_get_visible_child(gtkOpaque($0)) }
      return "\(visible.flatMap { hosted.tabPages.firstIndex(of: $0) } ?? -1)"
    // The fraction shown, or "-" while indeterminate.
    case .progressBar, .spinner, .levelBar, .ring:
      return hosted.indicatorFraction.map { "\($0)" } ?? "-"
    default: return "-"
    }
  }

  @MainActor private static func text(of hosted: HostedWidget) -> String {
    switch hosted.kind {
    case .entry, .searchEntry: return hosted.entryText
    case .textView: return hosted.textViewText
    case .password: return "\(hosted.entryText.count)"
    case .label: return hosted.shownAttributes.labelText ?? ""
    case .button, .check, .switch, .toggleButton, .stepper, .dropDown, .segmented, .radioGroup,
      .expander:
      return hosted.shownTitle
    // Its title, then its items' titles after `|` (a separator as `—`).
    case .menuButton, .splitMenuButton:
      guard case .menu(let menu)? = hosted.shownControl?.kind else { return hosted.shownTitle }
      let items = menu.entries.map { $0.kind == .separator ? "—" : $0.title }
      return ([hosted.shownTitle] + items).joined(separator: "|")
    case .frame: return hosted.shownAttributes.labelText ?? ""
    // The columns' titles, `|` between them.
    case .paned: return hosted.element.navigationSplitColumnTitles.joined(separator: "|")
    case .custom: return representedText(hosted.control)
    // The icon it shows, for an end-to-end test to read.
    case .image: return hosted.shownIconName ?? ""
    // The colours it draws, for an end-to-end test to read.
    case .drawing: return hosted.drawingDescription
    // The image's name, file and size.
    case .picture: return hosted.bitmapDescription
    case .scale, .separator, .list: return ""
    // The label it is named by.
    case .progressBar, .spinner, .levelBar, .ring: return hosted.indicatorLabel ?? ""
    // The tabs' titles, `|` between them.
    case .tabBar: return (hosted.appliedTabs ?? []).map(\.title).joined(separator: "|")
    // The date as the picker writes it.
    case .calendar, .dateButton, .dateEntry: return hosted.element.datePickerText ?? ""
    // The chosen days of the month shown, `|` between them.
    case .multiCalendar: return hosted.shownChosenDays.map(String.init).joined(separator: "|")
    // The colour shown, as `#RRGGBBAA`.
    case .colorButton: return hosted.shownColorHex
    }
  }

  /// What a representable's widget shows, for the kinds that show text: a text view's
  /// buffer, a label's text; empty otherwise.
  @MainActor private static func representedText(_ widget: GtkWidgetPointer) -> String {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    if g_type_check_instance_is_a(instance, gtk_text_view_get_type()) != 0 {
      let view = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)
      guard let buffer = gtk_text_view_get_buffer(view) else { return "" }
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_bounds(buffer, &start, &end)
      guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
      defer { g_free(characters) }
      return String(cString: characters)
    }
    if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
      return String(cString: gtk_label_get_text(OpaquePointer(widget)))
    }
    return ""
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\t", with: "\\t")
      .replacingOccurrences(of: "\n", with: "\\n")
  }
}
