import Limner

struct LavaLamp: View {
    let blobs: [CGPoint] = [CGPoint(x: 60, y: 70), CGPoint(x: 105, y: 80), CGPoint(x: 80, y: 150)]

    var body: some View {
        Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.5, color: .orange))
            context.addFilter(.blur(radius: 12))
            context.drawLayer { layer in
                for center in blobs {
                    layer.fill(Path(ellipseIn: CGRect(x: center.x - 28, y: center.y - 28, width: 56, height: 56)),
                               with: .color(.black))
                }
            }
        }
        .frame(width: 170, height: 220)
        .background(Color(.systemGray6))
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    LavaLamp()
}
