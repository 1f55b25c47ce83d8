/// The label of a share link made without one: "Share" with the share symbol.
public struct DefaultShareLinkLabel: View {
  public var body: some View {
    Label("Share", systemImage: "square.and.arrow.up")
  }
}
