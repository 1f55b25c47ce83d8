import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// The header bar's title when the window's title alone does not say it all: a subtitle
/// under it in small text (`navigationSubtitle`), or a title a person renames in place
/// (`navigationTitle(_: Binding<String>)`, a `GtkEditableLabel`: click or Enter to edit,
/// Enter or leaving it keeps the name, Escape restores it). A principal toolbar item, when
/// there is one, is the title widget instead.
@MainActor
final class TitleChrome {
  /// The shown title, subtitle and whether it renames.
  private struct Shown: Equatable {
    let title: String
    let subtitle: String?
    let renames: Bool
  }

  weak var host: GtkHost?
  private var shown: Shown?
  private var rename: HostTitleRename?
  /// A vertical box of the title (a label, or an editable label) and the subtitle; held by
  /// this chrome, since the header bar lets go of it whenever a principal item replaces it.
  private(set) var box: GtkWidgetPointer?
  private var titleWidget: GtkWidgetPointer?
  private var subtitleLabel: GtkWidgetPointer?

  var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// The title widget to show, `nil` when the window's title suffices.
  var widget: GtkWidgetPointer? { shown == nil ? nil : box }

  /// Shows `title` with `subtitle`, renamed through `rename`. Returns whether the title widget
  /// to show changed (appeared, went or was rebuilt).
  func update(title: String, subtitle: String?, rename: HostTitleRename?) -> Bool {
    self.rename = rename
    guard subtitle != nil || rename != nil else {
      defer { shown = nil }
      return shown != nil
    }
    let wanted = Shown(title: title, subtitle: subtitle, renames: rename != nil)
    guard wanted != shown else { return false }
    let rebuilt = box == nil || shown?.renames != wanted.renames || shown == nil
    if box == nil { makeBox() }
    if rebuilt { makeTitle(renames: wanted.renames) }
    applyTexts(wanted)
    shown = wanted
    return rebuilt
  }

  private func makeBox() {
    let made = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_widget_set_valign(made, GTK_ALIGN_CENTER)
    g_object_ref_sink(made)
    let subtitle = gtk_label_new(nil)!
    gtk_widget_add_css_class(subtitle, "subtitle")
    gtk_label_set_ellipsize(gtkOpaque(subtitle), PANGO_ELLIPSIZE_END)
    gtk_box_append(gtkCast(made), subtitle)
    box = made
    subtitleLabel = subtitle
  }

  /// Puts a label, or an editable label when the title renames, above the subtitle.
  private func makeTitle(renames: Bool) {
    guard let box else { return }
    if let old = titleWidget {
      trellis_disconnect_handlers(UnsafeMutableRawPointer(old), context)
      Self.endEditing(old)
      g_object_ref(old)
      gtk_box_remove(gtkCast(box), old)
      Self.releaseAfterFocusTimeout(old)
    }
    let made: GtkWidgetPointer
    if renames {
      made = gtk_editable_label_new("")!
      trellis_accessible_set_text(made, GTK_ACCESSIBLE_PROPERTY_LABEL, "Title")
      connect(UnsafeMutableRawPointer(made), "notify::editing", Self.onEditingChanged, context)
    } else {
      made = gtk_label_new(nil)!
      gtk_label_set_ellipsize(gtkOpaque(made), PANGO_ELLIPSIZE_END)
    }
    gtk_widget_add_css_class(made, "title")
    gtk_box_prepend(gtkCast(box), made)
    titleWidget = made
  }

  private func applyTexts(_ wanted: Shown) {
    if let titleWidget {
      if wanted.renames {
        // Never under a person's typing: their edit ends before the name is written back.
        if gtk_editable_label_get_editing(gtkOpaque(titleWidget)) == 0,
          String(cString: gtk_editable_get_text(gtkOpaque(titleWidget))) != wanted.title
        {
          gtk_editable_set_text(gtkOpaque(titleWidget), wanted.title)
        }
      } else {
        gtk_label_set_text(gtkOpaque(titleWidget), wanted.title)
      }
    }
    if let subtitleLabel {
      gtk_label_set_text(gtkOpaque(subtitleLabel), wanted.subtitle ?? "")
      gtk_widget_set_visible(subtitleLabel, wanted.subtitle == nil ? 0 : 1)
    }
  }

  /// Ends an edit of an editable title before it goes, so that its going moves no focus
  /// out of an edit (see `releaseAfterFocusTimeout`).
  private static func endEditing(_ widget: GtkWidgetPointer) {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    guard g_type_check_instance_is_a(instance, gtk_editable_label_get_type()) != 0,
      gtk_editable_label_get_editing(gtkOpaque(widget)) != 0
    else { return }
    gtk_editable_label_stop_editing(gtkOpaque(widget), 0)
  }

  /// Lets go of `object` only after GTK 4.8's editable label's focus-leave timeout (100 ms)
  /// could have fired. When focus leaves an editing label (its window closing, say), GTK arms
  /// that timeout with the label's focus controller and, in 4.8, does not cancel it when the
  /// label is disposed; the timeout then reads the freed controller
  /// (`gtk_event_controller_get_widget`) and the process crashes. Alive, the label just ends
  /// its edit.
  private static func releaseAfterFocusTimeout(_ object: UnsafeMutableRawPointer) {
    g_timeout_add(
      250,
      { object in
        g_object_unref(object)
        return 0
      }, object)
  }

  /// The editable title (for tests and the tree writer), when the title renames.
  var editableTitle: GtkWidgetPointer? { shown?.renames == true ? titleWidget : nil }

  func disconnect() {
    if let titleWidget {
      trellis_disconnect_handlers(UnsafeMutableRawPointer(titleWidget), context)
      Self.endEditing(titleWidget)
    }
    if let box { Self.releaseAfterFocusTimeout(UnsafeMutableRawPointer(box)) }
    box = nil
  }

  /// An edit ended: the name typed is written to the title's binding (Escape has already
  /// put the old one back, which writes nothing).
  private static let onEditingChanged: NotifyHandler = { _, _, context in
    guard let context else { return }
    let chrome = Unmanaged<TitleChrome>.fromOpaque(context).takeUnretainedValue()
    MainActor.assumeIsolated {
      guard let label = chrome.titleWidget.map(gtkOpaque),
        gtk_editable_label_get_editing(label) == 0, let rename = chrome.rename
      else { return }
      let name = String(cString: gtk_editable_get_text(label))
      guard name != chrome.shown?.title else { return }
      rename.rename(to: name)
      chrome.host?.runPendingUpdate()
    }
  }
}
