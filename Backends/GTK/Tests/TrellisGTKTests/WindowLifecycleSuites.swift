import Testing

/// The suites that make, rename and close whole windows, run one after another: a window
/// closed by one while another's editable title is being torn down crashed GTK 4.8 inside
/// `gtk_event_controller_get_widget` (seen when `AppWindowsTests` and `HeaderBarTitleTests`
/// interleaved).
@Suite(.serialized) enum WindowLifecycleSuites {}
