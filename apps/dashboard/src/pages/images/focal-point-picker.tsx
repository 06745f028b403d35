import type { KeyboardEvent, MouseEvent } from 'react';

interface Props {
  src: string;
  alt: string;
  x: number;
  y: number;
  onChange: (point: { x: number; y: number }) => void;
}

const STEP = 0.05;
const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));

/** The image with a marker on its focal point; a click (or the arrow keys) moves the marker. */
export function FocalPointPicker({ src, alt, x, y, onChange }: Props) {
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const nudge = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: clamp(x + move[0]), y: clamp(y + move[1]) });
  };
  return (
    <div style={{ textAlign: 'center', background: '#f3f4f6', borderRadius: 8, lineHeight: 0 }}>
      <div
        role="slider"
        tabIndex={0}
        aria-label="Focal point: click the part of the image that must stay in view when it is cropped"
        aria-valuetext={`${Math.round(x * 100)}% from the left, ${Math.round(y * 100)}% from the top`}
        aria-valuenow={Math.round(x * 100)}
        data-testid="focal-point-picker"
        onClick={pick}
        onKeyDown={nudge}
        style={{ position: 'relative', display: 'inline-block', cursor: 'crosshair', borderRadius: 8, overflow: 'hidden' }}
      >
        {/* The box hugs the image (tall photos are capped in height), so a click's fraction is the image's. */}
        <img src={src} alt={alt} style={{ display: 'block', maxWidth: '100%', maxHeight: '50vh' }} draggable={false} />
        <span
          aria-hidden
          style={{
            position: 'absolute',
            left: `${x * 100}%`,
            top: `${y * 100}%`,
            width: 28,
            height: 28,
            marginLeft: -14,
            marginTop: -14,
            borderRadius: '50%',
            border: '3px solid #fff',
            boxShadow: '0 0 0 2px #1d4ed8, 0 1px 6px rgba(0,0,0,.5)',
            pointerEvents: 'none',
          }}
        />
      </div>
    </div>
  );
}
