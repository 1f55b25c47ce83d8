import CGtk
import Foundation
import Observation
@_spi(TrellisHost) import TrellisUI

/// A `GtkWidgetRepresentable`'s widget, made by the app inside a box of the host's and
/// updated by the app when its view is evaluated again.
extension HostedWidget {
  /// Makes the representable's widget (and its coordinator) inside the host's box.
  func makeRepresentedWidget() -> GtkWidgetPointer? {
    guard let representable = element.hostedView as? AnyWidgetRepresentable else { return nil }
    let made = representable.makeWidget(coordinator: &coordinator)
    representableType = type(of: representable)
    gtk_widget_set_hexpand(made, 1)
    gtk_widget_set_vexpand(made, 1)
    gtk_box_append(gtkCast(widget), made)
    return made
  }

  /// Runs the representable's `updateWidget` when its view was evaluated again, tracking
  /// what it reads: a change to that evaluates the view again, so the widget follows.
  func updateRepresentable() {
    let evaluation = element.evaluationCount
    guard appliedEvaluation != evaluation,
      let representable = element.hostedView as? AnyWidgetRepresentable
    else { return }
    appliedEvaluation = evaluation
    representableUpdates += 1
    let coordinator = self.coordinator
    withObservationTracking {
      representable.updateWidget(control, coordinator: coordinator)
    } onChange: { [weak self] in
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self?.representableInputChanged(since: evaluation) }
      }
    }
  }

  /// What `updateWidget` read changed. Unless the view was evaluated again meanwhile (its
  /// parent passed the new value down), it is evaluated now, and the widget updated.
  private func representableInputChanged(since evaluation: Int) {
    guard element.isAlive, element.evaluationCount == evaluation else { return }
    element.invalidate()
    window.host?.runPendingUpdate()
  }

  /// Lets the representable undo what it set up, as its widget leaves.
  func dismantleRepresentedWidget() {
    guard let representableType else { return }
    representableType.dismantleWidget(control, coordinator: coordinator)
    self.representableType = nil
  }
}
