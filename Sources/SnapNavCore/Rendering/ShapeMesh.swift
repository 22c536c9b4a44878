/// Triangles that draw a rounded rectangle, filled or stroked, with anti-aliased edges: each
/// vertex carries a coverage (0…1) that the renderer multiplies into the colour's alpha, and
/// the outermost ring of vertices fades from full coverage to none across `feather` units.
/// Pure geometry in whatever unit the caller uses (SDLCanvas passes pixels).
public struct ShapeMesh: Equatable, Sendable {
    /// The vertices, in pixels.
    public private(set) var positions: [Point] = []
    /// Each vertex's coverage, 0…1, which becomes its alpha.
    public private(set) var coverage: [Double] = []
    /// The triangles, three vertex indices each.
    public private(set) var indices: [Int32] = []

    /// The mesh of `rect` filled, its corners rounded to `radius`.
    public static func fill(_ rect: Rect, radius: Double, feather: Double = 1) -> ShapeMesh {
        var mesh = ShapeMesh()
        guard let shape = Shape(rect, radius: radius) else { return mesh }
        let peak = min(1, min(rect.width, rect.height) / max(feather, 1e-6))
        let inner = mesh.addOutline(shape, offset: -feather / 2, coverage: peak)
        let outer = mesh.addOutline(shape, offset: feather / 2, coverage: 0)
        let centre = mesh.addVertex(rect.center, coverage: peak)
        let count = shape.pointCount
        for index in 0..<count {
            let next = (index + 1) % count
            mesh.indices += [centre, inner + Int32(index), inner + Int32(next)]
        }
        mesh.addStrip(from: inner, to: outer, count: count)
        return mesh
    }

    /// The mesh of the outline of a rounded rectangle, a line `lineWidth` wide centred on its edge.
    public static func stroke(_ rect: Rect, radius: Double, lineWidth: Double, feather: Double = 1) -> ShapeMesh {
        var mesh = ShapeMesh()
        guard let shape = Shape(rect, radius: radius), lineWidth > 0, lineWidth.isFinite else { return mesh }
        let half = lineWidth / 2
        let count = shape.pointCount
        if lineWidth >= feather {
            let outer = mesh.addOutline(shape, offset: half + feather / 2, coverage: 0)
            let outerCore = mesh.addOutline(shape, offset: half - feather / 2, coverage: 1)
            let innerCore = mesh.addOutline(shape, offset: -half + feather / 2, coverage: 1)
            let inner = mesh.addOutline(shape, offset: -half - feather / 2, coverage: 0)
            mesh.addStrip(from: outerCore, to: outer, count: count)
            mesh.addStrip(from: innerCore, to: outerCore, count: count)
            mesh.addStrip(from: inner, to: innerCore, count: count)
        } else {
            // A hairline thinner than the feather: one ring at partial coverage.
            let outer = mesh.addOutline(shape, offset: half + feather / 2, coverage: 0)
            let core = mesh.addOutline(shape, offset: 0, coverage: lineWidth / feather)
            let inner = mesh.addOutline(shape, offset: -half - feather / 2, coverage: 0)
            mesh.addStrip(from: core, to: outer, count: count)
            mesh.addStrip(from: inner, to: core, count: count)
        }
        return mesh
    }

    private mutating func addVertex(_ point: Point, coverage value: Double) -> Int32 {
        positions.append(point)
        coverage.append(value)
        return Int32(positions.count - 1)
    }

    private mutating func addOutline(_ shape: Shape, offset: Double, coverage value: Double) -> Int32 {
        let first = Int32(positions.count)
        shape.appendOutline(offset: offset, to: &positions)
        coverage += Array(repeating: value, count: positions.count - Int(first))
        return first
    }

    /// Joins two outlines of `count` points into a closed band of triangles.
    private mutating func addStrip(from a: Int32, to b: Int32, count: Int) {
        for index in 0..<count {
            let i = Int32(index)
            let j = Int32((index + 1) % count)
            indices += [a + i, b + i, b + j, a + i, b + j, a + j]
        }
    }

    /// A rounded rectangle's corner centres and arc resolution.
    private struct Shape {
        let rect: Rect
        let radius: Double
        let segments: Int

        init?(_ rect: Rect, radius: Double) {
            guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite, !rect.isEmpty else { return nil }
            self.rect = rect
            let limit = min(rect.width, rect.height) / 2
            self.radius = radius.isFinite ? min(max(radius, 0), limit) : 0
            // About one segment per 3 units of arc keeps circles round without wasting triangles.
            segments = min(max(Int(self.radius * Double.pi / 2 / 3) + 2, 2), 48)
        }

        var pointCount: Int { 4 * (segments + 1) }

        /// The outline moved outward by `offset` (inward when negative), clockwise from the top-left corner.
        func appendOutline(offset: Double, to points: inout [Point]) {
            let r = radius
            let centres = [
                Point(x: rect.minX + r, y: rect.minY + r), Point(x: rect.maxX - r, y: rect.minY + r),
                Point(x: rect.maxX - r, y: rect.maxY - r), Point(x: rect.minX + r, y: rect.maxY - r),
            ]
            // Corners whose radius would turn negative shrink toward their centre instead of flipping.
            let inset = min(r + offset, 0)
            let arcRadius = max(r + offset, 0)
            for (corner, centre) in centres.enumerated() {
                let start = Double.pi * (1 + Double(corner) / 2)
                let signX: Double = corner == 0 || corner == 3 ? -1 : 1
                let signY: Double = corner < 2 ? -1 : 1
                let base = Point(x: centre.x + signX * inset, y: centre.y + signY * inset)
                for step in 0...segments {
                    let angle = start + Double.pi / 2 * Double(step) / Double(segments)
                    points.append(Point(x: base.x + arcRadius * cos(angle), y: base.y + arcRadius * sin(angle)))
                }
            }
        }
    }
}
