import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// What an indicator shows: its fraction (`nil` while indeterminate), the look of a ring,
/// and the tint it is drawn in (`nil`: the theme's accent).
struct AppliedIndicator: Equatable {
  var fraction: Double?
  var ringLook: _GaugeLook?
  var tint: HostColor?
}

/// Progress views and gauges with GTK's own widgets, as GNOME's apps show progress: a
/// `GtkProgressBar` (pulsed by a GLib timeout while indeterminate, only while it is mapped),
/// a `GtkSpinner`, a `GtkLevelBar` for a gauge's bar, and for the rings GTK has no widget
/// for, a `GtkDrawingArea` drawn with cairo that reads as a progress bar or a meter. Each
/// tells assistive technologies its value (0...1) or that it is busy.
extension HostedWidget {
  /// How often an indeterminate bar pulses, in milliseconds: about as often as GNOME's apps
  /// pulse theirs.
  static let pulseInterval: UInt32 = 100

  /// The widget of an indicator of `kind`; a ring reads as a meter for a gauge.
  static func makeIndicator(_ kind: WidgetKind, isMeter: Bool) -> GtkWidgetPointer {
    let made: GtkWidgetPointer
    switch kind {
    case .progressBar:
      made = gtk_progress_bar_new()!
    case .spinner:
      // GTK 4.8's spinner reads as a plain widget: made as a progress bar, a screen reader
      // says what it is.
      made = trellis_widget_new_with_role(gtk_spinner_get_type(), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)!
    case .levelBar:
      made = gtk_level_bar_new()!
      // A gauge measures anything: without GTK's low, high and full offsets it is filled in
      // the accent colour however full it is (they colour a battery's level).
      for offset in ["low", "high", "full"] {
        gtk_level_bar_remove_offset_value(gtkOpaque(made), offset)
      }
    default:
      made = trellis_widget_new_with_role(
        gtk_drawing_area_get_type(),
        isMeter ? GTK_ACCESSIBLE_ROLE_METER : GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)!
    }
    gtk_widget_set_valign(made, GTK_ALIGN_CENTER)
    gtk_widget_set_can_focus(made, 0)
    return made
  }

  /// The frame of the element's bar, spinner or ring, in the window's points.
  var indicatorFrame: CGRect? { shownIndicator?.frame }

  /// The bar, spinner or ring among the view's items, where it is.
  private var shownIndicator: (frame: CGRect, control: _ControlItem)? {
    for item in items {
      guard case .control(let control) = item.content else { continue }
      switch control.kind {
      case .progress, .gauge: return (item.frame, control)
      default: continue
      }
    }
    return nil
  }

  /// The fraction the indicator shows, `nil` while indeterminate (a test hook, and the tree
  /// file's state).
  var indicatorFraction: Double? {
    switch shownIndicator?.control.kind {
    case .progress(let progress)?: return progress.fraction
    case .gauge(let gauge)?: return gauge.fraction
    default: return nil
    }
  }

  /// The text of the label the indicator is named by.
  var indicatorLabel: String? { shownAttributes.labelText }

  /// Whether the bar is pulsing (its timeout runs).
  var isPulsing: Bool { pulseSource != 0 }

  /// Brings the indicator up to date: its fraction, or its pulsing or spinning; its tint;
  /// and the value or busy state assistive technologies read.
  func updateIndicator() {
    let tint = shownIndicator?.control.tint.flatMap(HostColor.init)
    let wanted = AppliedIndicator(
      fraction: indicatorFraction, ringLook: ringLook, tint: tint)
    let old = appliedIndicator
    appliedIndicator = wanted
    if old?.tint != tint { applyTint(tint, replacing: old?.tint) }
    switch kind {
    case .progressBar:
      if let fraction = wanted.fraction,
        gtk_progress_bar_get_fraction(gtkOpaque(widget)) != fraction || old?.fraction == nil
      {
        gtk_progress_bar_set_fraction(gtkOpaque(widget), fraction)
      }
      syncPulse()
    case .spinner:
      gtk_spinner_set_spinning(gtkOpaque(widget), 1)
    case .levelBar:
      let value = wanted.fraction ?? 0
      if gtk_level_bar_get_value(gtkOpaque(widget)) != value {
        gtk_level_bar_set_value(gtkOpaque(widget), value)
      }
    case .ring:
      if old == nil {
        gtk_drawing_area_set_draw_func(gtkCast(widget), Self.drawRing, context, nil)
      }
      if old != wanted { gtk_widget_queue_draw(widget) }
    default:
      break
    }
    if old?.fraction != wanted.fraction || old == nil {
      trellis_accessible_set_range(widget, wanted.fraction ?? -1)
      trellis_accessible_set_busy(widget, wanted.fraction == nil ? 1 : 0)
    }
  }

  /// The look a ring draws: a progress view's ring fills as a capacity ring does.
  private var ringLook: _GaugeLook? {
    guard kind == .ring else { return nil }
    guard case .gauge(let gauge)? = shownIndicator?.control.kind else { return .circularCapacity }
    return gauge.look
  }

  /// Colours the indicator with `tint` (the theme's accent when `nil`), through the style
  /// class TintStyle installs for it.
  private func applyTint(_ tint: HostColor?, replacing old: HostColor?) {
    guard kind != .ring else { return }
    let display = gtk_widget_get_display(widget)
    if let old { gtk_widget_remove_css_class(widget, TintStyle.styleClass(for: old, on: display)) }
    if let tint { gtk_widget_add_css_class(widget, TintStyle.styleClass(for: tint, on: display)) }
  }

  // MARK: Pulsing

  /// Starts pulsing an indeterminate bar that is on screen, and stops pulsing one that is
  /// not (hidden, its window minimised) or shows a fraction now: no timeout runs for a bar
  /// nobody sees.
  func syncPulse() {
    let wantsPulse =
      kind == .progressBar && appliedIndicator != nil && appliedIndicator?.fraction == nil
      && gtk_widget_get_mapped(widget) != 0
    if wantsPulse, pulseSource == 0 {
      gtk_progress_bar_pulse(gtkOpaque(widget))
      pulseSource = g_timeout_add(Self.pulseInterval, Self.onPulse, context)
    } else if !wantsPulse {
      stopPulsing()
    }
  }

  /// Stops the bar's timeout, if one runs.
  func stopPulsing() {
    guard pulseSource != 0 else { return }
    g_source_remove(pulseSource)
    pulseSource = 0
  }

  /// A pulse of the bar; the timeout ends itself when the bar should no longer pulse.
  private func pulse() -> Bool {
    guard appliedIndicator?.fraction == nil, gtk_widget_get_mapped(widget) != 0 else {
      pulseSource = 0
      return false
    }
    gtk_progress_bar_pulse(gtkOpaque(widget))
    pulses += 1
    return true
  }

  private static let onPulse: GSourceFunc = { context in
    let hosted: HostedWidget = object(from: context)
    return MainActor.assumeIsolated { hosted.pulse() ? 1 : 0 }
  }

  /// The bar was mapped or unmapped: it pulses only while it is on screen.
  static let onMappedChange: SignalHandler = { _, context in
    let hosted: HostedWidget = object(from: context)
    MainActor.assumeIsolated { hosted.syncPulse() }
  }

  // MARK: Rings

  private static let drawRing: GtkDrawingAreaDrawFunc = { _, drawn, width, height, context in
    guard let drawn, let context else { return }
    let hosted = Unmanaged<HostedWidget>.fromOpaque(context).takeUnretainedValue()
    // GTK draws on the main thread, where the host runs.
    nonisolated(unsafe) let cairo = drawn
    MainActor.assumeIsolated {
      hosted.drawRing(into: cairo, width: Double(width), height: Double(height))
    }
  }

  /// A ring in the widget's middle: a faint track in the theme's foreground, the filled
  /// part (or, for an open ring, the marker) in the tint or the theme's accent. A capacity
  /// ring fills clockwise from the top; an open ring's opening is at the bottom.
  private func drawRing(into cairo: OpaquePointer, width: Double, height: Double) {
    guard let applied = appliedIndicator, let look = applied.ringLook else { return }
    let side = min(width, height)
    let line = max(3, (side / 8).rounded())
    let radius = side / 2 - line / 2 - 1
    guard radius > 0 else { return }
    let center = (x: width / 2, y: height / 2)
    let context = gtk_widget_get_style_context(widget)
    var foreground = GdkRGBA()
    gtk_style_context_get_color(context, &foreground)
    var accent = GdkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 1)
    _ = gtk_style_context_lookup_color(context, "accent_color", &accent)
    if let tint = applied.tint {
      accent = GdkRGBA(
        red: Float(tint.red), green: Float(tint.green), blue: Float(tint.blue),
        alpha: Float(tint.opacity))
    }
    let fraction = applied.fraction ?? 0
    let isOpen = look == .circular
    // An open ring runs three quarters of the way round, from lower left to lower right.
    let start = isOpen ? 0.75 * Double.pi : -0.5 * Double.pi
    let sweep = isOpen ? 1.5 * Double.pi : 2 * Double.pi
    cairo_set_line_width(cairo, line)
    cairo_set_line_cap(cairo, isOpen ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
    cairo_set_source_rgba(
      cairo, Double(foreground.red), Double(foreground.green), Double(foreground.blue), 0.15)
    cairo_arc(cairo, center.x, center.y, radius, start, start + sweep)
    cairo_stroke(cairo)
    cairo_set_source_rgba(
      cairo, Double(accent.red), Double(accent.green), Double(accent.blue), Double(accent.alpha))
    if isOpen {
      let angle = start + sweep * fraction
      cairo_arc(
        cairo, center.x + radius * cos(angle), center.y + radius * sin(angle), line * 0.8, 0,
        2 * Double.pi)
      cairo_fill(cairo)
    } else if fraction > 0 {
      cairo_arc(cairo, center.x, center.y, radius, start, start + sweep * fraction)
      cairo_stroke(cairo)
    }
  }
}
