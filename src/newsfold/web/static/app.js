// newsfold web app: draws the spread timeline with the vendored Chart.js.
// Data comes from JSON blocks in the page (never inline script: the CSP forbids it).
(function () {
  "use strict";

  function readJson(id) {
    var node = document.getElementById(id);
    return node ? JSON.parse(node.textContent) : null;
  }

  function drawTimeline() {
    var canvas = document.getElementById("timeline");
    var hours = readJson("timeline-data");
    var outlets = readJson("timeline-outlets") || [];
    if (!canvas || !hours || typeof Chart === "undefined") {
      return;
    }
    var points = hours.map(function (h, i) { return { x: h, y: i + 1 }; });
    var chart = new Chart(canvas, {
      type: "line",
      data: {
        datasets: [{
          label: "outlets carrying the story",
          data: points,
          stepped: true,
          borderColor: "#1f5f99",
          backgroundColor: "rgba(31, 95, 153, 0.15)",
          fill: true,
          pointRadius: 3
        }]
      },
      options: {
        animation: false,
        responsive: false,
        parsing: false,
        scales: {
          x: { type: "linear", min: 0, title: { display: true, text: "hours since first publication" } },
          y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: "outlets" } }
        },
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: function (ctx) {
                var name = outlets[ctx.dataIndex] || "";
                return name + ": " + ctx.parsed.x.toFixed(1) + " h, " + ctx.parsed.y + " outlets";
              }
            }
          }
        }
      }
    });
    // for the browser tests: the chart exists and holds every point
    canvas.setAttribute("data-drawn", String(chart.data.datasets[0].data.length));
  }

  document.addEventListener("DOMContentLoaded", drawTimeline);
})();
