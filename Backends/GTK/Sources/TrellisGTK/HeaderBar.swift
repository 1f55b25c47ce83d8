import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// A window's GNOME header bar: the window's title (the navigation title shown, else the
/// app's) between the window's own buttons, and a back button at the start while a
/// navigation stack can go back. The main window has one, and so has a sheet that holds a
/// navigation stack. It replaces the title bar a navigation stack draws in the
/// other hosts (in GTK its bar takes no room and its back button no widget).
@MainActor
final class HeaderBar {
  let bar: GtkWidgetPointer
  let backButton: GtkWidgetPointer
  private let window: GtkWidgetPointer
  weak var host: GtkHost?
  private var isBackShown = false
  /// The toolbar items shown in the bar and below the window (HeaderBar+Toolbar.swift).
  private(set) lazy var toolbar = ToolbarChrome(headerBar: self, window: window)
  /// The title with a subtitle or a rename (HeaderBar+Title.swift).
  let titleChrome = TitleChrome()

  var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  init(window: GtkWidgetPointer) {
    self.window = window
    bar = gtk_header_bar_new()!
    backButton = gtk_button_new_from_icon_name("go-previous-symbolic")!
    gtk_widget_set_tooltip_text(backButton, "Back")
    trellis_accessible_set_text(backButton, GTK_ACCESSIBLE_PROPERTY_LABEL, "Back")
    gtk_widget_set_focus_on_click(backButton, 0)
    gtk_widget_set_visible(backButton, 0)
    gtk_header_bar_pack_start(gtkOpaque(bar), backButton)
    gtk_window_set_titlebar(gtkCast(window), bar)
    connect(UnsafeMutableRawPointer(backButton), "clicked", Self.onBack, context)
  }

  /// Shows the back button while the core can go back.
  func update(canGoBack: Bool) {
    guard canGoBack != isBackShown else { return }
    gtk_widget_set_visible(backButton, canGoBack ? 1 : 0)
    isBackShown = canGoBack
  }

  /// Shows `title` as the window's title, with a subtitle under it, and renamable in place
  /// when `rename` is given.
  func setTitle(_ title: String, subtitle: String? = nil, rename: HostTitleRename? = nil) {
    if appliedTitle != title {
      gtk_window_set_title(gtkCast(window), title)
      appliedTitle = title
    }
    titleChrome.host = host
    if titleChrome.update(title: title, subtitle: subtitle, rename: rename) {
      applyTitleWidget()
    }
  }

  /// The bar's title widget: the principal toolbar item, else the title with its subtitle,
  /// else none (GTK shows the window's title).
  func applyTitleWidget() {
    let wanted = toolbar.principalWidget ?? titleChrome.widget
    guard gtk_header_bar_get_title_widget(gtkOpaque(bar)) != wanted else { return }
    gtk_header_bar_set_title_widget(gtkOpaque(bar), wanted)
  }

  private var appliedTitle: String?

  /// Whether the back button is shown.
  var showsBack: Bool { isBackShown }

  func disconnect() {
    toolbar.disconnect()
    titleChrome.disconnect()
    trellis_disconnect_handlers(UnsafeMutableRawPointer(backButton), context)
  }

  private static let onBack: SignalHandler = { _, context in
    let bar: HeaderBar = object(from: context)
    MainActor.assumeIsolated {
      guard let host = bar.host, host.core.navigateBack() else { return }
      host.runPendingUpdate()
    }
  }
}
