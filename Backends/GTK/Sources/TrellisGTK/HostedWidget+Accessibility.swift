import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// What assistive technologies read of a widget (through GTK's accessible properties, which
/// GTK publishes over AT-SPI): a control's name is its title, a field's its placeholder, unless
/// `accessibilityLabel` names it; `accessibilityValue` and `accessibilityHint` are the
/// description (the value first), `accessibilityValue` also the value text, and
/// `accessibilityHidden(true)` hides it.
struct AccessibleProperties: Equatable {
  var label: String?
  var description: String?
  var value: String?
  var isHidden: Bool

  /// The properties of `hosted`'s widget, from its items: their attributes, and the text a
  /// label shows. A list's and a representable's widgets have no items (a scrolled window,
  /// the app's own widget): their element's view says.
  @MainActor init(_ hosted: HostedWidget) {
    let element = hosted.element
    let kind = hosted.kind
    // A list's and a representable's widgets have no items: their element's view says.
    let given =
      hosted.items.isEmpty
      ? (
        label: element.explicitAccessibilityLabel, hint: element.accessibilityHint,
        value: element.accessibilityValue, isHidden: element.isAccessibilityHidden
      )
      : (
        label: hosted.shownAttributes.accessibilityLabel,
        hint: hosted.shownAttributes.accessibilityHint,
        value: hosted.shownAttributes.accessibilityValue,
        isHidden: hosted.shownAttributes.isAccessibilityHidden
      )
    let explicit = given.label
    switch kind {
    case .entry, .password, .searchEntry, .textView:
      // Without a placeholder (a columns form's field, under its title as a label), the
      // field's title, as VoiceOver reads a labelled field.
      label =
        explicit ?? hosted.shownPlaceholder.flatMap { $0.isEmpty ? nil : $0 }
        ?? element.fieldTitle.flatMap { $0.isEmpty ? nil : $0 }
    case .label:
      let text = hosted.shownAttributes.labelText ?? ""
      label = explicit ?? (text.isEmpty ? nil : text)
    case .button, .check, .switch, .toggleButton, .stepper, .scale, .dropDown, .segmented,
      .radioGroup, .expander, .menuButton, .splitMenuButton:
      // The widget's own name is the text it shows; a title beside a composite's control
      // (a switch, a spin button, a slider's) is named here, and so is an icon-only button,
      // by its label's title or its symbol's words, as VoiceOver reads it.
      let title = hosted.shownSpokenTitle
      label = explicit ?? (title.isEmpty ? nil : title)
    case .image, .picture:
      // A symbol is named by its words ("trash"), an image by its label (its name unless
      // one was given), unless `accessibilityLabel` names it.
      let words = hosted.shownAttributes.spokenTitle
      label = explicit ?? (words.isEmpty ? nil : words)
    case .separator, .list, .custom, .drawing, .tabBar, .paned:
      // A split view's panes are named by their columns' titles (HostedWidget+Paned.swift);
      // a tab bar's buttons are named by their tabs' titles (HostedWidget+TabBar.swift).
      label = explicit
    case .frame:
      // A group named by its title, as a screen reader announces a group box.
      let title = hosted.shownAttributes.labelText
      label = explicit ?? (title?.isEmpty == false ? title : nil)
    case .progressBar, .spinner, .levelBar, .ring:
      // Named by its label, as VoiceOver names a progress view or gauge.
      let title = hosted.shownAttributes.labelText
      label = explicit ?? (title?.isEmpty == false ? title : nil)
    case .calendar, .dateButton, .dateEntry, .multiCalendar:
      // A date picker's control is named by its label, shown or hidden.
      let title = hosted.element.datePickerTitle
      label = explicit ?? (title?.isEmpty == false ? title : nil)
    case .colorButton:
      // A colour well is named by its picker's title or label.
      let name = hosted.element.colorPickerName
      label = explicit ?? (name?.isEmpty == false ? name : nil)
    }
    value = given.value
    if kind == .calendar, value == nil {
      // The date is heard after the calendar's name (a button and an entry show it).
      value = hosted.element.datePickerText
    }
    if kind.isIndicator, value == nil {
      // What its current value label says ("3 of 8 files") is heard after its name.
      value = hosted.shownAttributes.currentValueText
    }
    // GTK 4.8's AT-SPI bridge publishes a value text for no role but the range ones, and
    // then only as a number: a screen reader would never hear `accessibilityValue`. It reads
    // the description after the name and role, so the value leads it, before the hint.
    let spoken = [value, given.hint].compactMap {
      $0?.isEmpty == false ? $0 : nil
    }
    description = spoken.isEmpty ? nil : spoken.joined(separator: ", ")
    // A shape is decoration unless the app names it.
    // A decorative image too.
    isHidden =
      given.isHidden || ((kind == .drawing || kind == .picture) && label == nil)
      // A picture in a button's label drawn over it: the button's name stands for it.
      || (kind == .picture && hosted.element.isInsideDrawnLabel)
  }
}

extension HostedWidget {
  /// Brings the widget's accessible properties up to date with its element's.
  func updateAccessibility() {
    let properties = AccessibleProperties(self)
    guard appliedAccessibility != properties else { return }
    let old = appliedAccessibility
    if old?.label != properties.label {
      trellis_accessible_set_text(control, GTK_ACCESSIBLE_PROPERTY_LABEL, properties.label)
    }
    if old?.description != properties.description {
      trellis_accessible_set_text(
        control, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, properties.description)
    }
    if old?.value != properties.value {
      trellis_accessible_set_text(control, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, properties.value)
    }
    if old?.isHidden != properties.isHidden {
      trellis_accessible_set_hidden(widget, properties.isHidden ? 1 : 0)
    }
    appliedAccessibility = properties
  }
}
