import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// What a symbol's `GtkImage` shows: the icon theme's symbolic icon, at the size the
/// measurer gave it, in its colour.
struct AppliedSymbol: Equatable {
  var iconName: String
  var pixelSize: Int
  var color: String?
}

extension HostedWidget {
  /// The symbolic icon an icon name draws (`list-add` → `list-add-symbolic`): one colour,
  /// which follows the widget's, as SF Symbols follow the foreground style.
  static func symbolicIconName(_ icon: String) -> String { icon + "-symbolic" }

  /// Brings a symbol's image up to date: its icon, size and colour.
  func updateSymbol() {
    guard let symbol = shownSymbol, let measurer = window.host?.measurer else { return }
    let size = Int(measurer.size(of: symbol.measured).height.rounded())
    let color = symbol.color.flatMap(HostColor.init).map(TextMarkup.hex)
    let wanted = AppliedSymbol(
      iconName: Self.symbolicIconName(symbol.measured.icon), pixelSize: size, color: color)
    let old = appliedSymbol
    if old?.iconName != wanted.iconName {
      gtk_image_set_from_icon_name(gtkOpaque(widget), wanted.iconName)
    }
    if old?.pixelSize != wanted.pixelSize {
      gtk_image_set_pixel_size(gtkOpaque(widget), Int32(wanted.pixelSize))
    }
    if old?.color != wanted.color { trellis_widget_set_color(widget, wanted.color) }
    if old == nil || symbol.isSecondary != (gtk_widget_has_css_class(widget, "dim-label") != 0) {
      if symbol.isSecondary {
        gtk_widget_add_css_class(widget, "dim-label")
      } else {
        gtk_widget_remove_css_class(widget, "dim-label")
      }
    }
    appliedSymbol = wanted
  }

  /// The symbol the view's item draws.
  private var shownSymbol: _SymbolItem? {
    for item in items {
      if case .symbol(let symbol) = item.content { return symbol }
    }
    return nil
  }

  /// The icon name the image shows (a test hook).
  var shownIconName: String? {
    gtk_image_get_icon_name(gtkOpaque(widget)).map { String(cString: $0) }
  }
}

/// What a button whose label holds a symbol shows: the icon, then the title.
struct AppliedButtonSymbol: Equatable {
  var iconName: String?
  var pixelSize: Int
  var title: String
}

extension HostedWidget {
  /// Shows a button's label as its symbol's icon before its title (a box of an image and a
  /// label), as `Label` draws them; a label that lost its symbol (`.labelStyle(.titleOnly)`)
  /// goes back to the title.
  func updateButtonSymbol() {
    let symbol = shownAttributes.labelSymbol
    let size = symbol.flatMap { symbol in
      window.host?.measurer.size(of: symbol.measured).height
    }
    let wanted = AppliedButtonSymbol(
      iconName: symbol.map { Self.symbolicIconName($0.measured.icon) },
      pixelSize: Int((size ?? 0).rounded()), title: shownTitle)
    guard appliedButtonSymbol != wanted else { return }
    let button: UnsafeMutablePointer<GtkButton> = gtkCast(widget)
    if let iconName = wanted.iconName {
      // 8 points apart, as `Label` lays its icon and title out.
      let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
      let image = gtk_image_new_from_icon_name(iconName)!
      gtk_image_set_pixel_size(gtkOpaque(image), Int32(wanted.pixelSize))
      gtk_box_append(gtkCast(box), image)
      // `.labelStyle(.iconOnly)` leaves no title: the icon stands alone.
      if !wanted.title.isEmpty {
        let title = gtk_label_new(wanted.title)!
        gtk_label_set_ellipsize(gtkOpaque(title), PANGO_ELLIPSIZE_END)
        gtk_box_append(gtkCast(box), title)
      }
      gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
      gtk_button_set_child(button, box)
    } else {
      gtk_button_set_label(button, wanted.title)
    }
    appliedButtonSymbol = wanted.iconName == nil ? nil : wanted
  }

  /// The icon name a button's label shows before its title (a test hook).
  var buttonIconName: String? {
    guard let child = gtk_button_get_child(gtkCast(widget)),
      let first = gtk_widget_get_first_child(child),
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(first).assumingMemoryBound(to: GTypeInstance.self),
        gtk_image_get_type()) != 0
    else { return nil }
    return gtk_image_get_icon_name(gtkOpaque(first)).map { String(cString: $0) }
  }
}
