import Foundation
import TrellisUI

/// The code of the article "Shapes and backgrounds".
enum ShapesAndBackgrounds {
  struct TagChip: View {
    let title: String
    var body: some View {
      Text(title)
        .padding(.horizontal, 8)
        .background(Capsule().fill(.blue))
        .foregroundStyle(.white)
    }
  }

  struct StatusCard: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Build 42")
        Text("All checks passed")
      }
      .padding(16)
      .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.green, lineWidth: 1))
    }
  }

  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  struct Legend: View {
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(height: 16)
        HStack {
          Circle().fill(.orange).frame(width: 16, height: 16)
          Text("Warnings")
        }
        Triangle().fill(Color.yellow).frame(width: 32, height: 32)
      }
    }
  }
}

struct DownloadRing: View {
  let fraction: Double
  var body: some View {
    ZStack {
      Circle().stroke(Color.gray, lineWidth: 4)
      Circle()
        .trim(from: 0, to: fraction)
        .rotation(.degrees(-90))
        .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
      UnevenRoundedRectangle(topLeadingRadius: 6, bottomTrailingRadius: 6)
        .fill(.orange)
        .frame(width: 12, height: 12)
    }
    .frame(width: 64, height: 64)
  }
}

struct SunsetBadge: View {
  var body: some View {
    VStack {
      Circle()
        .fill(
          .radialGradient(
            colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 24)
        )
        .frame(width: 48, height: 48)
      Text("Sunset")
        .padding(.horizontal, 8)
        .background(
          LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing),
          in: Capsule())
    }
  }
}
