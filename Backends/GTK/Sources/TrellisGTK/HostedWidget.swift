import CGtk
import CTrellisGTKShim
import Foundation
import Observation
@_spi(TrellisHost) import TrellisUI

/// The native widget of one element, kept for as long as the element keeps its identity:
/// created once, then updated in place from each new frame's element.
@MainActor
final class HostedWidget {
  let kind: WidgetKind
  /// The widget placed in the window's `GtkFixed`.
  let widget: GtkWidgetPointer
  /// The widget that takes focus and reports changes (a switch inside its row, an entry).
  private(set) var control: GtkWidgetPointer
  /// The title shown beside a switch, a stepper's buttons or its spin button.
  private var titleLabel: GtkWidgetPointer?
  private(set) var stepperButtons: [GtkWidgetPointer] = []
  /// A segmented or radio picker's buttons, one per option, in order.
  var pickerButtons: [GtkWidgetPointer] = []
  /// The options' texts a picker's widgets show.
  var appliedPickerOptions: [String]?
  /// The items a menu button's popover shows (HostedWidget+Menu.swift).
  var appliedMenuEntries: [_MenuEntry]?
  /// A tab bar's stack of empty pages, which its switcher switches (HostedWidget+TabBar).
  var tabStack: GtkWidgetPointer?
  /// A search entry's popover of suggestions, its buttons, the texts they show and the
  /// suggestions' elements (HostedWidget+Search.swift).
  var suggestionsPopover: GtkWidgetPointer?
  var suggestionButtons: [GtkWidgetPointer] = []
  var appliedSuggestions: [String]?
  var suggestionElements: [HostElement] = []
  /// The stack's page of each tab, in order.
  var tabPages: [GtkWidgetPointer] = []
  /// The tabs the switcher shows.
  var appliedTabs: [_MeasuredTabBar.Tab]?
  /// Whether a stepper is shown as a spin button (it steps a number) rather than with − and
  /// + buttons that run its closures; a change needs a new widget.
  let isSpinButton: Bool
  /// The range, step and digits a spin button was given.
  var appliedSpin: SpinConfiguration?
  private(set) var element: HostElement
  /// What the element's view showed in the frame the widget was last brought up to date
  /// with (HostedWidget+Items.swift).
  private(set) var items: ArraySlice<_DisplayItem> = []
  unowned let window: WidgetWindow
  /// The `GtkFixed` the widget is in: its scroll container's clip's, else the window's.
  private(set) var parentFixed: UnsafeMutablePointer<GtkFixed>
  /// The identity of the scroll container whose clip the widget is in, if any.
  private(set) var clip: ObjectIdentifier?
  /// Whether a divider runs down a row; a change needs a new separator.
  let isVertical: Bool
  /// Whether the widget shows a toolbar item in the window's header bar or action bar
  /// (HeaderBar+Toolbar.swift): the chrome packs it there at its natural size, so that its
  /// element's frame (the layout gives toolbar items no room) places nothing.
  let isInToolbar: Bool

  /// The element's frame in the window, in pixels (points).
  private(set) var treeFrame = (x: 0, y: 0, width: 0, height: 0)
  private var appliedFrame: (x: Int, y: Int, width: Int, height: Int)?
  private var appliedSensitive: Bool?
  private var appliedDirection: GtkTextDirection?
  /// Whether the widget of its kind takes clicks at all (a drawing or a frame does not), and
  /// whether it takes them now (not under `allowsHitTesting(false)`).
  private var takesClicks = true
  private var appliedTargetable: Bool?
  /// The markup a label shows, the title of a button, toggle or stepper, the placeholder
  /// of an entry.
  var appliedMarkup: String?
  /// The spacing, in Pango units, last put between a label's lines (`lineSpacing(_:)`).
  var appliedLineSpacing: Int32 = 0
  private var appliedTitle: String?
  private var appliedPlaceholder: String?
  private var appliedRange: (ClosedRange<Double>, Double?)?
  /// The evaluation of the representable's view its widget was last updated for.
  var appliedEvaluation: Int?
  /// A representable's coordinator, made once with its widget.
  var coordinator: Any?
  /// The representable whose widget this is, to dismantle it when it leaves.
  var representableType: (any AnyWidgetRepresentable.Type)?
  /// How many times a representable's `updateWidget` ran.
  var representableUpdates = 0
  /// The accessible properties last given to the widget.
  var appliedAccessibility: AccessibleProperties?
  /// The style classes a button's role and style gave it.
  var appliedStyleClasses: [String]?
  /// The icon, size and colour a symbol's image was given.
  var appliedSymbol: AppliedSymbol?
  /// The icon and title a button whose label has a symbol shows.
  var appliedButtonSymbol: AppliedButtonSymbol?
  /// The shapes a drawing area draws, and how far it reaches past its element's frame.
  var appliedDrawing: AppliedDrawing?
  /// The image a picture's drawing area draws, and at what size.
  var appliedBitmap: AppliedBitmap?
  /// The render effects the widget was given, and its own style provider for them
  /// (HostedWidget+Effects.swift).
  var appliedEffects: AppliedEffects?
  var effectsProvider: UnsafeMutablePointer<GtkCssProvider>?
  /// A text area's text view, inside its scrolled window (the widget).
  private var textView: GtkWidgetPointer?
  /// A vertical field's prompt, shown over its text view while the field is empty.
  var textViewPlaceholder: GtkWidgetPointer?
  /// Objects beyond the widgets that handlers are connected on (a text view's buffer and
  /// key controller).
  var extraSignalSources: [UnsafeMutableRawPointer] = []
  /// A date picker's title and controls.
  var datePicker: DatePickerParts?
  /// A multi-date picker's title, calendar and cursor (HostedWidget+MultiCalendar.swift).
  var multiCalendar: MultiCalendarParts?
  /// What a colour well shows (HostedWidget+ColorButton.swift).
  var appliedColorButton: AppliedColorButton?
  /// A split view's paneds, from the outermost in, and its panes (HostedWidget+Paned.swift).
  var splitPaneds: [GtkWidgetPointer] = []
  var splitPanes: [GtkWidgetPointer] = []
  /// The GLib timeout that pulses an indeterminate progress bar while it is on screen; 0
  /// when none runs (HostedWidget+Progress.swift).
  var pulseSource: UInt32 = 0
  /// How many times the bar pulsed (a test hook).
  var pulses = 0
  /// The fraction a progress bar, level bar or ring shows (`nil`: indeterminate), its tint's
  /// style class, and what a ring draws.
  var appliedIndicator: AppliedIndicator?
  /// Whether a ring reads as a gauge's meter (else a progress view's progress bar); the role
  /// is fixed when the widget is made.
  let isMeterRing: Bool

  var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  init(
    kind: WidgetKind, element: HostElement, items: ArraySlice<_DisplayItem>,
    window: WidgetWindow, isInToolbar: Bool = false
  ) {
    self.kind = kind
    self.element = element
    self.window = window
    self.isInToolbar = isInToolbar
    parentFixed = window.fixed
    let variant = WidgetVariant(kind, items: items)
    isVertical = variant.isVertical
    isSpinButton = variant.isSpinButton
    isMeterRing = variant.isMeterRing
    var madeView: GtkWidgetPointer?
    switch kind {
    case .label:
      // It shows the lines layout measured, as they are (HostedWidget+Label.swift).
      widget = gtk_label_new(nil)
      gtk_label_set_xalign(gtkOpaque(widget), 0)
      gtk_label_set_yalign(gtkOpaque(widget), 0)
      // Part of a button's label drawn over it: clicks go through it to the button.
      if element.isInsideDrawnLabel { gtk_widget_set_can_target(widget, 0) }
    case .button:
      widget = gtk_button_new_with_label("")
      if let child = gtk_button_get_child(gtkCast(widget)) {
        gtk_label_set_ellipsize(gtkOpaque(child), PANGO_ELLIPSIZE_END)
      }
    case .check:
      widget = gtk_check_button_new_with_label("")
    case .toggleButton:
      widget = gtk_toggle_button_new_with_label("")
    case .switch:
      widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
    case .entry, .password:
      widget = gtk_entry_new()
      gtk_editable_set_width_chars(gtkOpaque(widget), 1)
      // Return in a field of a sheet or alert also presses its default button.
      gtk_entry_set_activates_default(gtkCast(widget), 1)
      if kind == .password { gtk_entry_set_visibility(gtkCast(widget), 0) }
      if element.isPlainTextField { gtk_entry_set_has_frame(gtkCast(widget), 0) }
    case .searchEntry:
      widget = gtk_search_entry_new()
      gtk_editable_set_width_chars(gtkOpaque(widget), 1)
    case .scale:
      // The first update gives it the slider's range and step.
      widget = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)
      gtk_scale_set_draw_value(gtkCast(widget), 0)
    case .stepper:
      widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)
    case .dropDown, .segmented, .radioGroup:
      // The layout's spacing between a picker's label and its control.
      widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
    case .separator:
      widget = gtk_separator_new(
        isVertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
      gtk_widget_set_valign(widget, isVertical ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER)
    case .list:
      // The scrolled window of the container's clip shows the scrollbars; this stands for
      // the container in the widget tree and takes no clicks.
      widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      gtk_widget_set_can_target(widget, 0)
    case .custom:
      widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    case .image:
      widget = gtk_image_new()
      if element.isInsideDrawnLabel { gtk_widget_set_can_target(widget, 0) }
    case .drawing, .picture:
      widget = gtk_drawing_area_new()
      // A drawing takes no clicks: they reach the controls under an overlay. Assistive
      // technologies skip it unless the app names it (HostedWidget+Accessibility.swift).
      gtk_widget_set_can_target(widget, 0)
      gtk_widget_set_can_focus(widget, 0)
    case .textView:
      let made = Self.makeTextView(isField: element.textAreaRole == .verticalField)
      widget = made.widget
      madeView = made.view
      textViewPlaceholder = made.placeholder
    case .progressBar, .spinner, .levelBar, .ring:
      widget = Self.makeIndicator(kind, isMeter: isMeterRing)
    case .tabBar:
      let made = Self.makeTabSwitcher()
      widget = made.box
      madeView = made.switcher
      tabStack = made.stack
    case .expander:
      widget = gtk_expander_new("")
    case .menuButton, .splitMenuButton:
      let made = Self.makeMenuButton(split: kind == .splitMenuButton)
      widget = made.widget
      madeView = made.menu
    case .paned:
      // A pane per column shown: the split view's dividers are its items.
      let made = Self.makePaned(paneCount: items.count + 1)
      widget = made.widget
      splitPanes = made.panes
      splitPaneds = made.paneds
    case .calendar, .dateButton, .dateEntry:
      // The title, then the control (HostedWidget+DatePicker.swift).
      widget = gtk_box_new(
        kind == .calendar ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 8)
    case .multiCalendar:
      // The title over the calendar (HostedWidget+MultiCalendar.swift), as the layout's
      // spacing has them.
      widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
    case .colorButton:
      widget = Self.makeColorButton()
    case .frame:
      // Behind the content's widgets: it takes no clicks, nor focus.
      widget = gtk_frame_new(nil)
      gtk_widget_set_can_target(widget, 0)
      gtk_widget_set_can_focus(widget, 0)
    }
    textView = kind == .textView ? madeView : nil
    control = madeView ?? widget
    takesClicks = gtk_widget_get_can_target(widget) != 0
    buildParts()
    if isInToolbar { sizeForToolbar() }
    connectSignals()
  }

  /// The children of the composite widgets: a switch beside its title; a stepper's title
  /// and its spin button, or its − and + buttons; a representable's own widget.
  private func buildParts() {
    switch kind {
    case .switch:
      let title = Self.makeTitleLabel()
      let toggle = gtk_switch_new()!
      gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
      gtk_box_append(gtkCast(widget), title)
      gtk_box_append(gtkCast(widget), toggle)
      titleLabel = title
      control = toggle
    case .stepper where isSpinButton:
      // The spin button keeps its room; a title too long for the rest is cut short.
      let title = Self.makeTitleLabel(ellipsizes: true)
      let spin = Self.makeSpinButton()
      gtk_box_append(gtkCast(widget), title)
      gtk_box_append(gtkCast(widget), spin)
      titleLabel = title
      control = spin
    case .stepper:
      let title = Self.makeTitleLabel()
      gtk_box_append(gtkCast(widget), title)
      for symbol in ["−", "+"] {
        let button = gtk_button_new_with_label(symbol)!
        gtk_widget_set_focus_on_click(button, 0)
        gtk_box_append(gtkCast(widget), button)
        stepperButtons.append(button)
      }
      titleLabel = title
      control = stepperButtons[1]
    case .dropDown, .segmented, .radioGroup:
      let title = Self.makeTitleLabel(ellipsizes: true)
      gtk_widget_set_valign(title, kind == .radioGroup ? GTK_ALIGN_START : GTK_ALIGN_CENTER)
      let look: _PickerLook = kind == .dropDown ? .menu : kind == .segmented ? .segmented : .inline
      let picker = Self.makePickerControl(look)
      gtk_box_append(gtkCast(widget), title)
      gtk_box_append(gtkCast(widget), picker)
      titleLabel = title
      control = picker
    case .custom:
      if let made = makeRepresentedWidget() { control = made }
    case .calendar, .dateButton, .dateEntry:
      control = buildDatePicker()
    case .multiCalendar:
      control = buildMultiCalendar()
    default:
      break
    }
    if kind == .button || kind == .check || kind == .switch || kind == .toggleButton
      || kind == .expander
    {
      // As on Apple's platforms, clicking a button or toggle leaves focus where it was.
      gtk_widget_set_focus_on_click(control, 0)
    }
  }

  /// The label of a composite widget's title: it takes the room its control leaves.
  private static func makeTitleLabel(ellipsizes: Bool = false) -> GtkWidgetPointer {
    let title = gtk_label_new(nil)!
    gtk_widget_set_hexpand(title, 1)
    gtk_label_set_xalign(gtkOpaque(title), 0)
    if ellipsizes { gtk_label_set_ellipsize(gtkOpaque(title), PANGO_ELLIPSIZE_END) }
    return title
  }

  /// How many times the widget was brought up to date (a test hook: an unchanged element's
  /// widget is not).
  private(set) var updateCount = 0
  /// Whether a person changed the widget since its last update: it is brought up to date
  /// at the next render even if its element's items did not change.
  var needsUpdate = false

  /// Keeps showing what it shows for `element`, whose display items did not change.
  func keep(_ element: HostElement) {
    self.element = element
  }

  /// Whether the widget is kept out of view for its focused element (see ``park(_:)``): the
  /// next frame that shows the element puts it back in place.
  private(set) var isParked = false

  /// Keeps the widget of a focused element scrolled out of view (its frame is then empty)
  /// alive and focused, but out of sight: above the window's content, where the scrolled
  /// window clips it. Removing it would make GTK move focus on to the next widget, where the
  /// following keys would land. It shows what it last showed (its view shows nothing now),
  /// and what a person types in it still reaches the element.
  func park(_ element: HostElement) {
    self.element = element
    needsUpdate = false
    if !isParked {
      let height = appliedFrame?.height ?? treeFrame.height
      treeFrame = (treeFrame.x, -height - Self.parkingDistance, treeFrame.width, height)
      if appliedFrame != nil {
        gtk_fixed_move(parentFixed, widget, Double(treeFrame.x), Double(treeFrame.y))
        appliedFrame = treeFrame
      }
      isParked = true
    }
  }

  /// How far above the content a parked widget waits, in pixels.
  private static let parkingDistance = 1000

  /// Brings the widget up to date with what `element`'s view shows in `items`, changing
  /// only what differs.
  func update(_ element: HostElement, items: ArraySlice<_DisplayItem>, origin: CGPoint) {
    self.element = element
    self.items = items
    updateCount += 1
    needsUpdate = false
    isParked = false
    if isInToolbar {
      // Packed in a bar at its natural size: no frame, clip or render effects to apply.
      applyInteractivity()
      withHandlersBlocked(on: signalSources, context: context) { updateContent() }
      updateAccessibility()
      return
    }
    // Where its view's first item is; an indicator goes where its bar or ring is, a group
    // box's frame where its box is (their labels have widgets of their own).
    let itemFrame = items.first?.frame ?? element.frame
    let shown: CGRect
    switch kind {
    case _ where kind.isIndicator: shown = indicatorFrame ?? itemFrame
    case .frame: shown = shownGroupBoxFrame ?? itemFrame
    // A split view's items are its dividers: its paned takes the whole view.
    case .paned: shown = element.frame
    // A picker's item is its control, at the trailing edge; its widget holds its label too
    // (a box of the title and the control), so it takes the whole view: placed at the
    // control's frame, the box squeezed the label down to an ellipsis and pushed the
    // control past the view's trailing edge.
    case .dropDown, .segmented, .radioGroup: shown = element.frame
    default: shown = itemFrame
    }
    treeFrame = Self.pixels(shown.offsetBy(dx: -origin.x, dy: -origin.y))
    var frame = treeFrame
    if kind == .drawing {
      // Outlines and strokes may reach past the frame: the area grows to hold them.
      frame = Self.pixels(
        HostedWidget.drawnArea(of: shownShapes, softness: shownSoftness, in: itemFrame).offsetBy(
          dx: -origin.x, dy: -origin.y))
    }
    if kind == .list, let measurer = window.host?.measurer {
      // A list keeps its trailing edge for the scroll indicator.
      let indicator = min(frame.width, Int(measurer.metrics.scrollIndicator.width.rounded(.up)))
      frame = (frame.x + frame.width - indicator, frame.y, indicator, frame.height)
    }
    place(in: window.placement(for: element))
    if appliedFrame.map({ $0 != frame }) ?? true {
      if appliedFrame == nil {
        gtk_fixed_put(parentFixed, widget, Double(frame.x), Double(frame.y))
      } else {
        gtk_fixed_move(parentFixed, widget, Double(frame.x), Double(frame.y))
      }
      gtk_widget_set_size_request(widget, Int32(frame.width), Int32(frame.height))
      appliedFrame = frame
    }
    applyInteractivity()
    applyDirection()
    // Every object this widget's handlers are on, a list's adjustment among them: setting
    // a value must not report back as a person's change in the middle of a render.
    withHandlersBlocked(on: signalSources, context: context) { updateContent() }
    updateAccessibility()
    updateEffects(position: (frame.x, frame.y), origin: origin)
  }

  /// Whether the widget is sensitive (its view enabled) and takes clicks: under
  /// `allowsHitTesting(false)`, clicks go through it to the widgets behind.
  private func applyInteractivity() {
    let sensitive = isShownEnabled
    if appliedSensitive != sensitive {
      gtk_widget_set_sensitive(widget, sensitive ? 1 : 0)
      appliedSensitive = sensitive
    }
    let targetable =
      takesClicks && (items.isEmpty ? element.allowsHitTesting : shownAttributes.allowsHitTesting)
    if appliedTargetable != targetable {
      gtk_widget_set_can_target(widget, targetable ? 1 : 0)
      appliedTargetable = targetable
    }
  }

  /// Gives a control its view's layout direction, so that GTK draws it as it draws such a
  /// control right to left: a scale or bar from the right end, a field's text from the
  /// right, segments and tabs from the right. Widgets whose content the core already lays
  /// out and aligns (labels, drawings, containers) stay left to right: GTK would mirror them
  /// a second time.
  private func applyDirection() {
    guard kind.followsLayoutDirection else { return }
    let direction = element.layoutDirection == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
    guard appliedDirection != direction else { return }
    gtk_widget_set_direction(widget, direction)
    appliedDirection = direction
  }

  /// Moves the widget into `placement`'s `GtkFixed` when it is in another one (its element
  /// came into or left a scroll container, or the widget shows another element now).
  private func place(
    in placement: (fixed: UnsafeMutablePointer<GtkFixed>, clip: ObjectIdentifier?)
  ) {
    clip = placement.clip
    guard placement.fixed != parentFixed else { return }
    if let appliedFrame {
      // Held while it has no parent.
      g_object_ref(UnsafeMutableRawPointer(widget))
      gtk_fixed_remove(parentFixed, widget)
      gtk_fixed_put(placement.fixed, widget, Double(appliedFrame.x), Double(appliedFrame.y))
      g_object_unref(UnsafeMutableRawPointer(widget))
    }
    parentFixed = placement.fixed
  }

  /// `rect` in whole pixels: its edges rounded, so that neighbours meet without a gap.
  static func pixels(_ rect: CGRect) -> (x: Int, y: Int, width: Int, height: Int) {
    let x = Int(rect.minX.rounded())
    let y = Int(rect.minY.rounded())
    return (x, y, max(0, Int(rect.maxX.rounded()) - x), max(0, Int(rect.maxY.rounded()) - y))
  }

  /// The objects this widget connected its handlers on.
  var signalSources: [UnsafeMutableRawPointer] {
    ([widget, control] + stepperButtons + pickerButtons).map { UnsafeMutableRawPointer($0) }
      + extraSignalSources
  }

  private func updateContent() {
    switch kind {
    case .label:
      updateLabel()
    case .paned:
      updatePaned()
    case .button:
      if shownAttributes.drawsLabelViews {
        // A style's body, or a label with a picture, is drawn over the button by widgets of
        // its own: the button shows no title or icon (its accessible name is still the
        // title).
        if appliedButtonSymbol != nil {
          appliedButtonSymbol = nil
          appliedTitle = nil
        }
        setTitle { _ in gtk_button_set_label(gtkCast(widget), "") }
      } else if shownAttributes.labelSymbol != nil || appliedButtonSymbol != nil {
        updateButtonSymbol()
        // The label's child is the symbol's box now (or the title it set back).
        appliedTitle = nil
      } else {
        setTitle { gtk_button_set_label(gtkCast(widget), $0) }
      }
      updateButtonStyle()
    case .check:
      setTitle { gtk_check_button_set_label(gtkCast(widget), $0) }
      let isOn = isShownOn
      if (gtk_check_button_get_active(gtkCast(widget)) != 0) != isOn {
        gtk_check_button_set_active(gtkCast(widget), isOn ? 1 : 0)
      }
      updateToggleStyle()
    case .toggleButton:
      if shownAttributes.labelSymbol != nil || appliedButtonSymbol != nil {
        // `Label(_:systemImage:)` as its label: the icon, then the title, as in a button.
        updateButtonSymbol()
        appliedTitle = nil
      } else {
        setTitle { gtk_button_set_label(gtkCast(widget), $0) }
      }
      let isOn = isShownOn
      if (gtk_toggle_button_get_active(gtkCast(widget)) != 0) != isOn {
        gtk_toggle_button_set_active(gtkCast(widget), isOn ? 1 : 0)
      }
      updateToggleStyle()
    case .switch:
      setTitle(ofPart: titleLabel!)
      let isOn = isShownOn
      if (gtk_switch_get_active(gtkOpaque(control)) != 0) != isOn {
        gtk_switch_set_active(gtkOpaque(control), isOn ? 1 : 0)
      }
      updateToggleStyle()
    case .stepper:
      setTitle(ofPart: titleLabel!)
      if isSpinButton {
        updateSpinButton()
        updateControlSize()
      }
    case .entry, .password, .searchEntry:
      updateEntry()
      updateControlSize()
      if kind == .searchEntry { updateSuggestions() }
    case .scale:
      updateScale()
      updateControlSize()
    case .list:
      if let clip = window.clips[element.identity], let region = shownScrollRegion {
        clip.sync(with: element, region: region)
        clip.rowGroups.show(
          items.compactMap(HostRowGroup.init), origin: window.origin, in: clip.fixed)
        clip.rowBackgrounds.show(
          items.compactMap(HostRowBackground.init), origin: window.origin, in: clip.fixed,
          above: clip.rowGroups.lastBox)
        clip.selectedRows.show(
          items.compactMap(HostSelectedRow.init), origin: window.origin, in: clip.fixed,
          above: clip.rowBackgrounds.lastBox ?? clip.rowGroups.lastBox)
        if element.collectionRole != .none {
          clip.accessibleRows.show(
            element.accessibleRows, headers: element.accessibleColumnHeaders,
            origin: window.origin, in: clip.fixed)
        }
      }
    case .custom:
      updateRepresentable()
    case .image:
      updateSymbol()
    case .drawing:
      updateDrawing()
    case .picture:
      updateBitmap()
    case .textView:
      updateTextView()
    case .dropDown, .segmented, .radioGroup:
      setTitle(ofPart: titleLabel!)
      updatePicker()
    case .progressBar, .spinner, .levelBar, .ring:
      updateIndicator()
    case .tabBar:
      updateTabBar()
    case .expander:
      // Its title in its label's style: a collapsible section's header is bold, as the
      // other section headers are.
      setTitle { title in
        let markup =
          shownAttributes.titleRuns.map { TextMarkup.markup(lines: [$0]) }
          ?? TextMarkup.markup(title, style: nil)
        gtk_expander_set_use_markup(gtkOpaque(widget), 1)
        gtk_expander_set_label(gtkOpaque(widget), markup)
      }
      let isExpanded = isShownOn
      if (gtk_expander_get_expanded(gtkOpaque(widget)) != 0) != isExpanded {
        gtk_expander_set_expanded(gtkOpaque(widget), isExpanded ? 1 : 0)
      }
    case .menuButton, .splitMenuButton:
      updateMenu()
    case .calendar, .dateButton, .dateEntry:
      updateDatePicker()
    case .multiCalendar:
      updateMultiCalendar()
    case .colorButton:
      updateColorButton()
    case .separator, .frame:
      break
    }
  }

  /// Sets the title beside a composite's control (a switch's, a stepper's, a picker's).
  /// Without one (`.labelsHidden()`, or an empty label) it is not shown, and the control
  /// takes the whole frame, as the layout placed it; the control is still named by it.
  /// In a toolbar the title is not shown either: it names the control, as a toolbar on
  /// Apple's platforms shows its controls without their labels.
  private func setTitle(ofPart label: GtkWidgetPointer) {
    setTitle { title in
      gtk_label_set_text(gtkOpaque(label), title)
      gtk_widget_set_visible(label, title.isEmpty || isInToolbar ? 0 : 1)
    }
  }

  private func setTitle(_ apply: (String) -> Void) {
    let title = shownTitle
    guard appliedTitle != title else { return }
    apply(title)
    appliedTitle = title
  }

  /// Sets the entry's text only when the binding holds something else (a model that trims
  /// or lowercases), keeping the cursor where it was; typing that the binding stored as is
  /// leaves the entry alone.
  private func updateEntry() {
    guard case .textField(let shownText, let placeholder, _)? = shownControl?.kind else { return }
    if appliedPlaceholder != placeholder {
      if kind == .searchEntry {
        // GTK 4.8 has no setter for a search entry's placeholder; its property takes it.
        trellis_object_set_string(UnsafeMutableRawPointer(widget), "placeholder-text", placeholder)
      } else {
        gtk_entry_set_placeholder_text(gtkCast(widget), placeholder)
      }
      appliedPlaceholder = placeholder
    }
    // A secure field's item shows bullets; its entry holds the characters, and hides them.
    let text = kind == .password ? element.fieldText ?? "" : shownText
    guard entryText != text else { return }
    let position = gtk_editable_get_position(gtkOpaque(widget))
    gtk_editable_set_text(gtkOpaque(widget), text)
    // GTK counts positions in Unicode scalars, not in characters.
    gtk_editable_set_position(
      gtkOpaque(widget), min(position, Int32(text.unicodeScalars.count)))
  }

  var entryText: String {
    String(cString: gtk_editable_get_text(gtkOpaque(widget)))
  }

  /// Gives the scale the slider's range and step (a step of 0 or none is a hundredth of the
  /// range; GTK takes positive steps only), then its value.
  private func updateScale() {
    guard case .slider(let slider)? = shownControl?.kind else { return }
    let range = (bounds: slider.bounds, step: slider.step)
    if appliedRange.map({ $0.0 != range.bounds || $0.1 != range.step }) ?? true {
      let bounds = range.bounds
      let span = bounds.upperBound - bounds.lowerBound
      gtk_range_set_range(
        gtkCast(widget), bounds.lowerBound, max(bounds.upperBound, bounds.lowerBound + 1e-9))
      let step = range.step.flatMap { $0 > 0 ? $0 : nil } ?? (span > 0 ? span / 100 : 0.01)
      gtk_range_set_increments(gtkCast(widget), step, step)
      appliedRange = (range.bounds, range.step)
    }
    let value = slider.value
    if gtk_range_get_value(gtkCast(widget)) != value {
      gtk_range_set_value(gtkCast(widget), value)
    }
  }

  /// Removes the widget from its window. Its handlers are disconnected first: nothing
  /// reports back while it is torn down, and none is left holding this (unretained) object.
  func remove() {
    for instance in signalSources { trellis_disconnect_handlers(instance, context) }
    // GTK keeps the window's default widget by pointer: it must not outlive the button.
    let toplevel = gtkCast(window.window) as UnsafeMutablePointer<GtkWindow>
    if gtk_window_get_default_widget(toplevel) == control {
      gtk_window_set_default_widget(toplevel, nil)
    }
    dismantleRepresentedWidget()
    if kind == .drawing || kind == .ring || kind == .picture { stopDrawing() }
    releaseEffects()
    stopPulsing()
    removeSuggestions()
    // A toolbar item's widget is taken out of its bar by the chrome.
    if !isInToolbar { gtk_fixed_remove(parentFixed, widget) }
    if let tabStack { g_object_unref(UnsafeMutableRawPointer(tabStack)) }
    tabStack = nil
  }

  /// Moves keyboard focus to the widget.
  func grabFocus() {
    if kind == .entry || kind == .password {
      // The caret goes to the end, as a focused field's does; the text is not selected
      // (GTK would keep the caret where it was: at the start of a field never focused).
      _ = gtk_entry_grab_focus_without_selecting(gtkCast(control))
      gtk_editable_set_position(gtkOpaque(control), -1)
    } else if kind == .searchEntry {
      gtk_widget_grab_focus(control)
      gtk_editable_set_position(gtkOpaque(control), -1)
    } else if kind == .tabBar, let button = focusedTabButton {
      // The bar's focus is on a tab's button, the selected one's, as GTK's switchers take it.
      gtk_widget_grab_focus(button)
    } else {
      gtk_widget_grab_focus(control)
    }
  }

  /// Whether this widget can show a view of `kind` whose items are `items`: a divider keeps
  /// its direction, a stepper its spin button or buttons, a ring its role.
  func canShow(_ items: ArraySlice<_DisplayItem>, as kind: WidgetKind) -> Bool {
    let wanted = WidgetVariant(kind, items: items)
    // A split view's panes are as many as its columns shown, one more than its dividers.
    if kind == .paned, self.kind == .paned { return items.count + 1 == splitPanes.count }
    return kind == self.kind && wanted.isVertical == isVertical
      && wanted.isSpinButton == isSpinButton && wanted.isMeterRing == isMeterRing
  }

  /// Whether `focus` (a window's focus widget) is this widget or inside it.
  func contains(_ focus: GtkWidgetPointer) -> Bool {
    focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
  }
}
