import TrellisUI

/// The settings app's own button look: the label after a pointer, which points down and
/// dims the label while the button is held, so a press shows before the release acts.
struct PressableButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text(configuration.isPressed ? "▼" : "▶")
      configuration.label
        .foregroundStyle(configuration.isPressed ? .secondary : .primary)
    }
  }
}
