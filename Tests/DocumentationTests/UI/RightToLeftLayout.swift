import Foundation
import TrellisUI

/// The code of the article "Laying out right to left".
enum RightToLeftLayout {
  struct ContactRow: View {
    let name: String
    let phone: String
    var body: some View {
      HStack {
        Image(systemName: "person.circle")
        VStack(alignment: .leading) {
          Text(name)
          Text(phone)
        }
        Spacer()
        Image(systemName: "chevron.forward")
      }
    }
  }

  @MainActor static var arabicContact: some View {
    ContactRow(name: "سارة", phone: "٠١٢٣")
      .environment(\.layoutDirection, .rightToLeft)
  }

  struct SendButton: View {
    var body: some View {
      Label("Send", systemImage: "paperplane")
        .flipsForRightToLeftLayoutDirection(true)
    }
  }

  struct Arrowhead: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }
}
