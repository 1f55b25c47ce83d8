import CGtk
@_spi(TrellisHost) import TrellisUI

/// Progress views' and gauges' indicators measured as GTK draws them: a bar (a
/// `GtkProgressBar`, or a `GtkLevelBar` for a gauge) is its widget's natural height and
/// takes the width it is offered (its natural width when offered none); a spinner is a
/// `GtkSpinner`'s natural size. GTK has no ring: a progress view's is as large as macOS draws
/// a regular one, a gauge's as large as Apple's accessory gauges.
extension GtkMeasurer {
  /// The side of a determinate circular progress view's ring, and of a circular gauge's.
  static let progressRingSide: CGFloat = 32
  static let gaugeRingSide: CGFloat = 58

  func size(of progress: _MeasuredProgress, proposal: ProposedViewSize) -> CGSize {
    if progress.isLinear { return bar(.progressBar, proposal: proposal) }
    if progress.isDeterminate {
      return CGSize(width: Self.progressRingSide, height: Self.progressRingSide)
    }
    return natural(.spinner)
  }

  func size(of gauge: _GaugeLook, proposal: ProposedViewSize) -> CGSize {
    guard !gauge.isCircular else {
      return CGSize(width: Self.gaugeRingSide, height: Self.gaugeRingSide)
    }
    return bar(.levelBar, proposal: proposal)
  }

  private func bar(_ kind: WidgetKind, proposal: ProposedViewSize) -> CGSize {
    let size = natural(kind)
    return CGSize(width: proposal.width.map { max($0, 0) } ?? size.width, height: size.height)
  }

  /// The natural size of the host's widget of `kind`, measured once (until the desktop's
  /// font or text scale changes).
  private func natural(_ kind: WidgetKind) -> CGSize {
    if let known = indicatorSizes[kind] { return known }
    let size = measureInProbe(HostedWidget.makeIndicator(kind, isMeter: false))
    indicatorSizes[kind] = size
    return size
  }
}
