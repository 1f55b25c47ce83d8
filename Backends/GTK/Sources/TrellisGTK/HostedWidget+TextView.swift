import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A vertical `TextField` or a `TextEditor` in GTK: a `GtkTextView` wrapping at words (else
/// between characters) in a `GtkScrolledWindow` that scrolls it up and down. Its buffer and
/// the binding follow each other: typing sets the binding; a change of the binding (a
/// button clearing it, a model that trims) sets the buffer, keeping the caret where it was
/// as far as the new text reaches. Updates run with the handlers blocked, so setting the
/// buffer never reports back as typing.
extension HostedWidget {
  /// The scrolled window, the text view inside it and, for a field, the label over the text
  /// view that shows its prompt while it is empty (GtkTextView has no placeholder of its own;
  /// GtkEntry's is a dim label in the same place).
  static func makeTextView(isField: Bool) -> (
    widget: GtkWidgetPointer, view: GtkWidgetPointer, placeholder: GtkWidgetPointer?
  ) {
    let scrolled = gtk_scrolled_window_new()!
    let view = gtk_text_view_new()!
    gtk_text_view_set_wrap_mode(gtkCast(view), GTK_WRAP_WORD_CHAR)
    gtk_text_view_set_accepts_tab(gtkCast(view), 0)
    gtk_scrolled_window_set_policy(gtkOpaque(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(gtkOpaque(scrolled), view)
    // A field looks like an entry: framed, with the entry's inner margins.
    if isField {
      gtk_scrolled_window_set_has_frame(gtkOpaque(scrolled), 1)
      gtk_text_view_set_left_margin(gtkCast(view), TextViewInsets.horizontalMargin)
      gtk_text_view_set_right_margin(gtkCast(view), TextViewInsets.horizontalMargin)
      gtk_text_view_set_top_margin(gtkCast(view), TextViewInsets.verticalMargin)
      gtk_text_view_set_bottom_margin(gtkCast(view), TextViewInsets.verticalMargin)
      let placeholder = gtk_label_new(nil)!
      gtk_widget_add_css_class(placeholder, "dim-label")
      gtk_label_set_xalign(gtkOpaque(placeholder), 0)
      // Clicks reach the text view under it; assistive technologies read the field's name.
      gtk_widget_set_can_target(placeholder, 0)
      gtk_text_view_add_overlay(
        gtkCast(view), placeholder, TextViewInsets.horizontalMargin, TextViewInsets.verticalMargin)
      return (scrolled, view, placeholder)
    }
    return (scrolled, view, nil)
  }

  /// The text area as the view's item shows it.
  private var shownTextArea: _TextAreaItem? {
    guard case .textArea(let area)? = shownControl?.kind else { return nil }
    return area
  }

  /// Shows a field's prompt while its text is empty, as GtkEntry shows its placeholder.
  private func updateTextViewPlaceholder(text: String) {
    guard let placeholder = textViewPlaceholder else { return }
    let prompt = shownTextArea?.placeholder ?? ""
    if labelText(of: placeholder) != prompt { gtk_label_set_text(gtkOpaque(placeholder), prompt) }
    let shows: gboolean = text.isEmpty && !prompt.isEmpty ? 1 : 0
    if gtk_widget_get_visible(placeholder) != shows { gtk_widget_set_visible(placeholder, shows) }
  }

  private func labelText(of label: GtkWidgetPointer) -> String {
    gtk_label_get_text(gtkOpaque(label)).map { String(cString: $0) } ?? ""
  }

  var textBuffer: UnsafeMutablePointer<GtkTextBuffer> {
    gtk_text_view_get_buffer(gtkCast(control))
  }

  /// The text the buffer holds.
  var textViewText: String {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(textBuffer, &start, &end)
    guard let characters = gtk_text_buffer_get_text(textBuffer, &start, &end, 1) else {
      return ""
    }
    defer { g_free(characters) }
    return String(cString: characters)
  }

  /// Where the caret is, in Unicode scalars (GTK's characters) from the start.
  var textViewCaret: Int {
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_mark(textBuffer, &iter, gtk_text_buffer_get_insert(textBuffer))
    return Int(gtk_text_iter_get_offset(&iter))
  }

  /// The key controller that takes Return in a vertical field (a test hook).
  var textViewKeyController: UnsafeMutableRawPointer? { extraSignalSources.last }

  func connectTextViewSignals() {
    connect(UnsafeMutableRawPointer(textBuffer), "changed", Self.onBufferChanged, context)
    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    gtk_widget_add_controller(control, keys)
    connect(UnsafeMutableRawPointer(keys), "key-pressed", Self.onTextViewKey, context)
    extraSignalSources = [UnsafeMutableRawPointer(textBuffer), UnsafeMutableRawPointer(keys)]
  }

  /// Sets the buffer to the binding's text when it holds something else, and the style.
  func updateTextView() {
    guard let area = shownTextArea else { return }
    let text = area.text
    let shown = textViewText
    if shown != text {
      let caret = Self.caret(textViewCaret, keptFrom: shown, in: text)
      gtk_text_buffer_set_text(textBuffer, text, -1)
      var iter = GtkTextIter()
      gtk_text_buffer_get_iter_at_offset(textBuffer, &iter, Int32(caret))
      gtk_text_buffer_place_cursor(textBuffer, &iter)
    }
    updateTextViewPlaceholder(text: text)
    let editable: gboolean = isShownEnabled ? 1 : 0
    if gtk_text_view_get_editable(gtkCast(control)) != editable {
      gtk_text_view_set_editable(gtkCast(control), editable)
    }
    let style = TextViewStyle.styleClass(
      for: area.style.native, on: gtk_widget_get_display(control))
    // A vertical field takes its control size as an entry does; an editor is no control and
    // keeps the text's own font.
    let classes =
      [style] + (area.isEditor ? [] : sizeClasses)
      + (area.showsBackground ? [] : [HostStyle.clearContentClass])
    if appliedStyleClasses != classes {
      for old in appliedStyleClasses ?? [] { gtk_widget_remove_css_class(control, old) }
      for name in classes { gtk_widget_add_css_class(control, name) }
      appliedStyleClasses = classes
    }
  }

  /// The caret for `new` text that keeps as many characters (graphemes) before it as
  /// `caret` had in `old`, as far as `new` reaches. GtkTextIter offsets count code points,
  /// so the count goes through Swift's characters: the caret never lands inside a conjunct
  /// or an emoji sequence.
  static func caret(_ caret: Int, keptFrom old: String, in new: String) -> Int {
    var scalars = 0
    var characters = 0
    for character in old {
      let next = scalars + character.unicodeScalars.count
      if next > caret { break }
      scalars = next
      characters += 1
    }
    return new.prefix(characters).unicodeScalars.count
  }

  /// Typing (or a paste, or a deletion) sets the binding; a field scrolled out of view is
  /// brought back into it.
  private static let onBufferChanged: SignalHandler = { _, context in
    perform(context) { hosted in
      let text = hosted.textViewText
      if hosted.element.fieldText != text { try hosted.element.setText(text) }
      if hosted.isParked { hosted.element.scrollIntoView() }
    }
  }

  /// Return in a vertical field submits it (as on macOS); Shift- or Alt-Return, and Return
  /// in an editor, go on to the text view, which starts a new line.
  private static let onTextViewKey: KeySignalHandler = { _, keyval, _, state, context in
    let hosted: HostedWidget = object(from: context)
    let submits = MainActor.assumeIsolated {
      let isReturn = keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter)
      let modified = state.rawValue & (GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue) != 0
      return isReturn && !modified && hosted.element.textAreaRole == .verticalField
    }
    guard submits else { return 0 }
    perform(context) { try $0.element.submit() }
    return 1
  }
}

/// The font and colour of a text view: a style class per look, whose rule is added to the
/// display the first time the look is used (a text view takes no Pango markup).
enum TextViewStyle {
  @MainActor static func styleClass(for style: HostTextStyle?, on display: OpaquePointer?)
    -> String
  {
    let rule = declarations(style)
    if let name = installed[rule] { return name }
    let name = "trellis-textview-\(installed.count)"
    guard let display else { return name }
    installed[rule] = name
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, "textview.\(name) { \(rule) }", -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider)
    return name
  }

  /// The CSS declarations of `style`: the ramp's size and weight, the foreground colour.
  static func declarations(_ style: HostTextStyle?) -> String {
    let face = TypeRamp.face(style?.textStyle)
    var rules: [String] = []
    if let size = style?.size {
      rules.append("font-size: \(size)pt;")
    } else if face.percent != 100 {
      rules.append("font-size: \(face.percent)%;")
    }
    let weight = style?.weight == .bold ? max(face.weight, 700) : face.weight
    if weight != 400 { rules.append("font-weight: \(weight);") }
    if style?.italic == true { rules.append("font-style: italic;") }
    if style?.monospaced == true { rules.append("font-family: monospace;") }
    if let colour = style?.foreground { rules.append("color: \(TextMarkup.hex(colour));") }
    return rules.joined(separator: " ")
  }

  /// The class made for each look's declarations.
  @MainActor private static var installed: [String: String] = [:]
}
