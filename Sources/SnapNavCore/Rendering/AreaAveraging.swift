/// Downscales ARGB pixels by area averaging: each output pixel is the mean of the source area it
/// covers, partial source pixels weighted by how much of them it covers. A one-pixel hairline of
/// a 3× export comes out as an even grey line at 1×, where sampling (nearest or bilinear) keeps
/// some lines black and drops others. Colours are averaged weighted by alpha, so a transparent
/// pixel's colour does not bleed into its neighbours.
///
/// ```swift
/// let half = AreaAveraging.downscale(pixels, width: 4, height: 4, toWidth: 2, toHeight: 2)
/// ```
public enum AreaAveraging {
    /// The `source` part of `pixels` (`width` × `height`, rows top to bottom, `0xAARRGGBB`)
    /// scaled down to `toWidth` × `toHeight`. Sizes larger than the source are clamped to it.
    public static func downscale(
        _ pixels: [UInt32], width: Int, height: Int, source: (x: Int, y: Int, width: Int, height: Int)? = nil,
        toWidth: Int, toHeight: Int
    ) -> [UInt32] {
        let area = source ?? (0, 0, width, height)
        guard area.width > 0, area.height > 0, toWidth > 0, toHeight > 0, pixels.count >= width * height,
            area.x >= 0, area.y >= 0, area.x + area.width <= width, area.y + area.height <= height
        else { return [] }
        let outWidth = min(toWidth, area.width)
        let outHeight = min(toHeight, area.height)
        // Pixel for pixel (a 3× export drawn at 3×), each output pixel is its source pixel.
        if outWidth == area.width && outHeight == area.height {
            var copy: [UInt32] = []
            copy.reserveCapacity(outWidth * outHeight)
            for sourceY in 0..<area.height {
                let base = (area.y + sourceY) * width + area.x
                copy += pixels[base..<base + area.width]
            }
            return copy
        }
        let columns = weights(from: area.width, to: outWidth)
        let rows = coverage(from: area.height, to: outHeight)
        // Premultiplied sums per output pixel: alpha, red·alpha, green·alpha, blue·alpha.
        var sums = [Float](repeating: 0, count: outWidth * outHeight * 4)
        var row = [Float](repeating: 0, count: outWidth * 4)
        for sourceY in 0..<area.height {
            for index in row.indices { row[index] = 0 }
            let base = (area.y + sourceY) * width + area.x
            for (outX, contributions) in columns.enumerated() {
                var a: Float = 0
                var r: Float = 0
                var g: Float = 0
                var b: Float = 0
                for (sourceX, weight) in contributions {
                    let pixel = pixels[base + sourceX]
                    let alpha = Float(pixel >> 24) * weight
                    a += alpha
                    r += Float((pixel >> 16) & 0xFF) * alpha
                    g += Float((pixel >> 8) & 0xFF) * alpha
                    b += Float(pixel & 0xFF) * alpha
                }
                row[outX * 4] = a
                row[outX * 4 + 1] = r
                row[outX * 4 + 2] = g
                row[outX * 4 + 3] = b
            }
            for (outY, weight) in rows[sourceY] {
                let start = outY * outWidth * 4
                for index in 0..<(outWidth * 4) { sums[start + index] += row[index] * weight }
            }
        }
        var result = [UInt32](repeating: 0, count: outWidth * outHeight)
        let pixelArea = Float(area.width * area.height) / Float(outWidth * outHeight)
        for index in result.indices {
            let a = sums[index * 4]
            guard a > 0 else { continue }
            func channel(_ value: Float) -> UInt32 { UInt32(min(255, max(0, (value / a).rounded()))) }
            let alpha = UInt32(min(255, max(0, (a / pixelArea).rounded())))
            result[index] =
                alpha << 24 | channel(sums[index * 4 + 1]) << 16 | channel(sums[index * 4 + 2]) << 8
                | channel(sums[index * 4 + 3])
        }
        return result
    }

    /// For each output index, the source indices it covers and how much of each (in source pixels).
    static func weights(from sourceLength: Int, to outputLength: Int) -> [[(Int, Float)]] {
        let step = Double(sourceLength) / Double(outputLength)
        return (0..<outputLength).map { output in
            let start = Double(output) * step
            let end = Double(output + 1) * step
            var contributions: [(Int, Float)] = []
            var source = Int(start)
            while Double(source) < end, source < sourceLength {
                let overlap = min(end, Double(source + 1)) - max(start, Double(source))
                if overlap > 1e-9 { contributions.append((source, Float(overlap))) }
                source += 1
            }
            return contributions
        }
    }

    /// For each source index, the output indices it falls in and how much of it each takes.
    static func coverage(from sourceLength: Int, to outputLength: Int) -> [[(Int, Float)]] {
        var table = [[(Int, Float)]](repeating: [], count: sourceLength)
        for (output, contributions) in weights(from: sourceLength, to: outputLength).enumerated() {
            for (source, weight) in contributions { table[source].append((output, weight)) }
        }
        return table
    }
}
