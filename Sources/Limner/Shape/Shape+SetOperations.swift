// Set operations on shapes (SwiftUI's `Shape.union(_:eoFill:)` and friends): both shapes'
// paths for the same rectangle combined by the path boolean operations (see
// LimnerGeometry/Path/Path+Boolean.swift for the method).

/// A shape made by combining two shapes' paths.
public struct _BooleanShape<A: Shape, B: Shape>: Shape {
    enum Operation: Sendable { case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction }
    var first: A
    var second: B
    let operation: Operation
    let eoFill: Bool

    public func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect), b = second.path(in: rect)
        switch operation {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { first.sizeThatFits(proposal) }

    /// Both shapes' data animate.
    public var animatableData: AnimatablePair<A.AnimatableData, B.AnimatableData> {
        get { AnimatablePair(first.animatableData, second.animatableData) }
        set { first.animatableData = newValue.first; second.animatableData = newValue.second }
    }
}

extension Shape {
    /// The area inside either shape.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _BooleanShape(first: self, second: other, operation: .union, eoFill: eoFill)
    }
    /// The area inside both shapes.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _BooleanShape(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }
    /// The area inside this shape and outside `other`.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _BooleanShape(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }
    /// The area inside exactly one of the shapes.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _BooleanShape(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }
    /// This shape's outline where it is inside `other`.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _BooleanShape(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
    }
    /// This shape's outline where it is outside `other`.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _BooleanShape(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}
