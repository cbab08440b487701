#!/bin/sh
# Draws the corporate demo's background loop (an original animated gradient in the demo's emerald and
# navy, with slow drifting light), played forward then backward so the loop has no seam, and encodes it small:
# WebM (VP9) and MP4 (H.264), 8 s, 24 fps, no sound.
# Needs ffmpeg (Debian: apt-get install ffmpeg). Run from the repository root; commit the two outputs.
set -eu
out=apps/web/public/media/video
mkdir -p "$out"
src="gradients=s=960x540:r=24:d=4:n=4:speed=0.012:seed=7:c0=0f2233:c1=0f9d63:c2=123a55:c3=1fbf7d:c4=0b1824,format=yuv420p,gblur=sigma=18,split[a][b];[b]reverse[r];[a][r]concat"
ffmpeg -y -loglevel error -f lavfi -i "$src" -an -c:v libvpx-vp9 -b:v 0 -crf 44 -row-mt 1 -deadline good "$out/corporate-loop.webm"
ffmpeg -y -loglevel error -f lavfi -i "$src" -an -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart "$out/corporate-loop.mp4"
ls -l "$out"
