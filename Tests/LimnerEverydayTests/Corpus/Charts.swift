import Limner

// Everyday SwiftUI views: charts drawn with shapes.

struct BarChart: View {
    let values: [CGFloat] = [20, 60, 100, 40]
    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            ForEach(0..<values.count, id: \.self) { i in
                Rectangle().fill(.blue).frame(width: 20, height: values[i])
            }
        }
        .frame(height: 100, alignment: .bottom)
    }
}

struct LabelledBarChart: View {
    let data: [(String, CGFloat)] = [("Mon", 40), ("Tue", 70), ("Wed", 55)]
    var body: some View {
        HStack(alignment: .bottom, spacing: 16) {
            ForEach(0..<data.count, id: \.self) { i in
                Rectangle()
                    .fill(.orange)
                    .frame(width: 30, height: data[i].1)
                    .overlay(alignment: .bottom) {
                        Text(data[i].0)
                            .font(.caption)
                            .fixedSize()
                            .alignmentGuide(.bottom) { d in d[.top] - 4 }
                    }
            }
        }
        .padding(.bottom, 24)
        .padding(.horizontal)
        .background(.white)
    }
}

struct LineChart: View {
    let points: [CGPoint] = [CGPoint(x: 0, y: 80), CGPoint(x: 50, y: 40), CGPoint(x: 100, y: 60),
                             CGPoint(x: 150, y: 10), CGPoint(x: 200, y: 30)]
    var body: some View {
        Path { path in path.addLines(points) }
            .stroke(.red, style: StrokeStyle(lineWidth: 3, lineJoin: .round))
            .frame(width: 200, height: 100)
            .background(.white)
    }
}

struct PieChart: View {
    var body: some View {
        ZStack {
            Circle().trim(from: 0, to: 0.5).stroke(.purple, lineWidth: 40)
            Circle().trim(from: 0.5, to: 1).stroke(.teal, lineWidth: 40)
        }
        .frame(width: 120, height: 120)
        .padding(20)
    }
}

struct AreaSparkline: View {
    struct Area: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.midX, y: rect.minY + 10))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.closeSubpath()
            return p
        }
    }
    var body: some View {
        Area()
            .fill(LinearGradient(colors: [.green, .green.opacity(0.1)], startPoint: .bottom, endPoint: .top))
            .frame(width: 160, height: 60)
    }
}

struct ActivityRings: View {
    var body: some View {
        ZStack {
            ring(.red, 0.8, 100)
            ring(.green, 0.6, 72)
            ring(.cyan, 0.4, 44)
        }
        .frame(width: 112, height: 112)
        .background(.black)
    }

    func ring(_ color: Color, _ value: Double, _ size: CGFloat) -> some View {
        Circle()
            .trim(from: 0, to: value)
            .stroke(color, style: StrokeStyle(lineWidth: 10, lineCap: .round))
            .rotationEffect(.degrees(-90))
            .frame(width: size, height: size)
    }
}

struct ContributionGrid: View {
    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.fixed(20), spacing: 4), count: 7), spacing: 4) {
            ForEach(0..<28, id: \.self) { i in
                RoundedRectangle(cornerRadius: 4)
                    .fill(i % 3 == 0 ? Color.green : Color.gray.opacity(0.3))
                    .frame(height: 20)
            }
        }
    }
}

struct SemicircleGauge: View {
    var body: some View {
        ZStack {
            Circle().trim(from: 0.5, to: 1).stroke(Color.gray.opacity(0.2), lineWidth: 14)
            Circle().trim(from: 0.5, to: 0.8).stroke(.indigo, lineWidth: 14)
        }
        .frame(width: 140, height: 140)
        .padding(10)
    }
}

struct DonutWithTotal: View {
    var body: some View {
        Circle()
            .stroke(.pink, lineWidth: 18)
            .frame(width: 100, height: 100)
            .overlay {
                VStack(spacing: 0) {
                    Text("12").font(.title.bold())
                    Text("tasks").font(.caption).foregroundStyle(.secondary)
                }
            }
            .padding(12)
    }
}

struct PillBar: View {
    var body: some View {
        HStack(spacing: 4) {
            Capsule().fill(.red).frame(width: 60)
            Capsule().fill(.orange).frame(width: 40)
            Capsule().fill(.yellow).frame(width: 20)
        }
        .frame(height: 12)
    }
}
